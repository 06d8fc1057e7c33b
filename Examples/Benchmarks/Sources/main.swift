import Foundation

/// `swift run -c release benchmarks [group ...] [--option ...]`: times each workload and prints its median
/// beside the peers'. Arguments starting with `--` are options of the groups, not group names.
let groups: [(name: String, run: () -> Void)] = [
    ("solver", SolverBenchmarks.run),
    ("engine", EngineBenchmarks.run),
    ("stack", StackBenchmarks.run),
    ("flex", FlexBenchmarks.run),
]
let usage = """
    usage: benchmarks [GROUP ...] [OPTION ...]      (run as: swift run -c release benchmarks ...)
    Times each workload and prints its median beside the peers' (kiwi, Yoga, Taffy; install them once
    with Examples/Benchmarks/setup-peers.sh, or their columns print -). With no GROUP, every group runs.
    groups:
      solver         constraint systems through the Cassowary solver
      engine         the feed cell through the Auto Layout engine
      stack          the feed cell built with each module's stacks
      flex           flex trees through FlexKit
    options:
      --kiwi-all     (solver) time kiwi on the largest systems too
      --check        (flex) compare every frame with Yoga's instead of timing
      --frames       (flex) print the frames of each flex tree read from standard input (one a line)
      --build-only   (stack) time building the cells without laying them out
      --profile      (stack) loop one builder for a profiler
      -h, --help     show this help
    """
let options = ["--kiwi-all", "--check", "--frames", "--build-only", "--profile"]
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}
if let option = arguments.first(where: { $0.hasPrefix("-") && !options.contains($0) }) {
    FileHandle.standardError.write(Data("benchmarks: unknown option \(option)\n\(usage)\n".utf8))
    exit(2)
}
let requested = arguments.filter { !$0.hasPrefix("-") }
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
