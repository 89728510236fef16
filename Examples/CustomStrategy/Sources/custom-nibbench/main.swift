// nibbench with this package's strategies: `custom-nibbench run`, `simulate`, `compare` and
// `report` know them as they know the built-in ones.
import CustomStrategies
import NibbenchCommand

NibbenchCommand.main(registering: [
    .policy(IdleExpiryPolicy<UInt64>.registration), // simulate --policies idle; run decoded-idle
    .strategy(TwoLevelLoader.registration) // run --strategies two-level
])
