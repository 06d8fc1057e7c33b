import Foundation

/// `swift run -c release benchmarks [group ...] [--option ...]`: times each workload and prints its median
/// beside the peers'. Arguments starting with `--` are options of the groups, not group names.
let groups: [(name: String, run: () -> Void)] = [
    ("solver", SolverBenchmarks.run),
    ("engine", EngineBenchmarks.run),
    ("stack", StackBenchmarks.run),
    ("flex", FlexBenchmarks.run),
    ("memory", MemoryBenchmarks.run),
]
/// Options that take a value (the value is not a group name).
let valuedOptions: Set<String> = ["--memory-scale"]
var requested: [String] = []
var skipNext = false
for argument in CommandLine.arguments.dropFirst() {
    if skipNext {
        skipNext = false
    } else if argument.hasPrefix("--") {
        skipNext = valuedOptions.contains(argument)
    } else {
        requested.append(argument)
    }
}
let unknown = requested.filter { name in !groups.contains { $0.name == name } }
guard unknown.isEmpty else {
    print(
        "unknown benchmark group \(unknown.joined(separator: ", ")); groups: \(groups.map(\.name).joined(separator: ", "))"
    )
    exit(2)
}
#if DEBUG
    print("note: a debug build; run `swift run -c release benchmarks` for real figures")
#endif
for group in groups where requested.isEmpty || requested.contains(group.name) {
    print("\n## \(group.name)\n")
    group.run()
}
