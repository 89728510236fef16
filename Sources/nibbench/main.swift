// The `nibbench` executable: the command with the built-in strategies. A package that adds its
// own strategies builds its executable the same way, with `NibbenchCommand.main(registering:)`.
import NibbenchCommand

NibbenchCommand.main()
