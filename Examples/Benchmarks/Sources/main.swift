import Foundation

/// `swift run -c release benchmarks [group ...] [--option ...]`: times each workload and prints its median
/// beside the peers'. Arguments starting with `--` are options of the groups, not group names.
let groups: [(name: String, run: () -> Void)] = [
    ("solver", SolverBenchmarks.run),
    ("engine", EngineBenchmarks.run),
    ("stack", StackBenchmarks.run),
    ("dsl", DSLBenchmarks.run),
    ("flex", FlexBenchmarks.run),
    ("memory", MemoryBenchmarks.run),
]
let usage = """
    usage: benchmarks [GROUP ...] [OPTION ...]      (run as: swift run -c release benchmarks ...)
    Times each workload and prints its median beside the peers' (kiwi, Yoga, Taffy; install them once
    with Examples/Benchmarks/setup-peers.sh, or their columns print -). With no GROUP, every group runs.
    groups:
      solver         constraint systems through the Cassowary solver
      engine         the feed cell through the Auto Layout engine
      stack          the feed cell built with each module's stacks
      dsl            the same feed cell written with every DSL, beside anchors and the floor
      flex           flex trees through FlexKit
      memory         resident size over long edit loops and add/remove cycles
    options:
      --kiwi-all     (solver) time kiwi on the largest systems too
      --check        (flex) compare every frame with Yoga's instead of timing
      --frames       (flex) read flex trees from standard input and print their frames
      --build-only   (stack) time building the cells without laying them out
      --profile      (stack) loop one builder for a profiler
      --growth N,N   (stack) only the growth tables, at these label counts (default 100,1000,10000);
                 with --profile, build and lay out one StackView of each count once;
                 (dsl) a column of N labels written with each DSL, per label, and its growth
      --only NAME    (dsl) build and lay out 200 cells of the DSL named NAME (else those starting with NAME), for a profiler
      --memory-scale X  (memory) multiply the operation counts by X
      --cells N,N    (engine) the cell counts of the chained feeds (default 100,1000,10000)
      --one KIND N   (engine) build and lay out one feed of N cells (independent, chained, scroll, floor;
                 relayout: chained, then ten relayouts; relayout1: one; relayout-KIND: KIND, one
                 relayout, then ten in `relayoutLoop`) and print the process's peak resident size,
                 for a profiler
      -h, --help     show this help
    """
let options = [
    "--kiwi-all", "--check", "--frames", "--build-only", "--profile", "--memory-scale", "--cells", "--one", "--only",
    "--growth",
]
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}
if let index = arguments.firstIndex(of: "--one"), index + 2 < arguments.count, let count = Int(arguments[index + 2]) {
    EngineBenchmarks.runOne(kind: arguments[index + 1], count: count)
    exit(0)
}
if let option = arguments.first(where: { $0.hasPrefix("-") && !options.contains($0) }) {
    FileHandle.standardError.write(Data("benchmarks: unknown option \(option)\n\(usage)\n".utf8))
    exit(2)
}
/// Options that take a value (the value is not a group name).
let valuedOptions: Set<String> = ["--memory-scale", "--cells", "--one", "--only", "--growth"]
var requested: [String] = []
var skipNext = false
for argument in arguments {
    if skipNext {
        skipNext = false
    } else if argument.hasPrefix("-") {
        skipNext = valuedOptions.contains(argument)
    } else {
        requested.append(argument)
    }
}
let unknown = requested.filter { name in !groups.contains { $0.name == name } }
guard unknown.isEmpty else {
    FileHandle.standardError.write(
        Data("benchmarks: unknown group \(unknown.joined(separator: ", "))\n\(usage)\n".utf8))
    exit(2)
}
#if DEBUG
    print("note: a debug build; run `swift run -c release benchmarks` for real figures")
#endif
for group in groups where requested.isEmpty || requested.contains(group.name) {
    print("\n## \(group.name)\n")
    group.run()
}
