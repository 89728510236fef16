import NibCache
import NibbenchCommand
import Testing

/// Capacities and lists as the command line gives them (the command layer alone parses them).
struct CapacityArgumentTests {
    @Test func listsAreCommaOrSpaceSeparated() throws {
        #expect(try CacheCapacity.list(["16,64", "8MiB"]) == [.objects(16), .objects(64), .bytes(8 << 20)])
        #expect(try CacheCapacity.list([]) == [])
        #expect(throws: CachePolicyError.self) { try CacheCapacity.list(["16,0"]) }
        #expect(throws: CachePolicyError.self) { try CacheCapacity.list(["lots"]) }
    }

    @Test func commaListsDropEmptyItems() {
        #expect(CommaList.items(["cold,uinib", "decoded-lru", "a,,b,"]) == ["cold", "uinib", "decoded-lru", "a", "b"])
        #expect(CommaList.items([]) == [])
    }

    @Test func negativeValuesAttachToTheirOptionOnly() {
        let options: Set<String> = ["--capacity", "--capacities"]
        #expect(CacheCapacity.attachingNegativeValues(["run", "--capacity", "-5"], to: options) == ["run", "--capacity=-5"])
        #expect(
            CacheCapacity.attachingNegativeValues(["simulate", "--capacities", "64", "-.5", "--mrc"], to: options)
                == ["simulate", "--capacities", "64", "--capacities=-.5", "--mrc"])
        // Flags and other options' values are left alone.
        #expect(
            CacheCapacity.attachingNegativeValues(["run", "--capacity", "8", "-q", "--seed", "-3"], to: options)
                == ["run", "--capacity", "8", "-q", "--seed", "-3"])
    }

    /// Issue 28 item 5: a decimal or abbreviated unit is refused with the binary spelling.
    @Test func decimalUnitsAreRefusedWithTheBinarySpelling() throws {
        for (text, suggestion) in [
            ("8MB", "8MiB"), ("8mb", "8MiB"), ("512KB", "512KiB"), ("512k", "512KiB"), ("1.5GB", "1.5GiB"), ("2 M", "2MiB"), ("8mib", "8MiB")
        ] {
            do {
                _ = try CacheCapacity(argument: text)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.code == .invalidCapacity)
                #expect("\(error)".contains("did you mean \(suggestion)? nibbench counts bytes in KiB/MiB/GiB"), "\(text): \(error)")
            }
        }
        // Not a size with a unit: the general message, no guess.
        for text in ["lots", "8XB", "0MB", "MB"] {
            do {
                _ = try CacheCapacity(argument: text)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(!"\(error)".contains("did you mean"), "\(text): \(error)")
                #expect("\(error)".contains("a capacity must be a positive count or byte size"), "\(text): \(error)")
            }
        }
        #expect(try CacheCapacity(argument: "8MiB") == .bytes(8 << 20), "the binary spelling is accepted")
    }
}
