import LayoutCore
import XCTest

final class SolverSmokeTests: XCTestCase {
    func testSpecExampleSolves() throws {
        var solver = Solver()
        let left = solver.makeVariable("left")
        let right = solver.makeVariable("right")
        let width = solver.makeVariable("width")
        try solver.add(LinearExpression(left), .equal)
        try solver.add(LinearExpression([LinearTerm(right), LinearTerm(left, -1)], constant: -100), .equal)
        try solver.add(
            LinearExpression([LinearTerm(width), LinearTerm(right, -1), LinearTerm(left)]), .lessThanOrEqual)
        try solver.add(LinearExpression(width, constant: -80), .equal, priority: .defaultHigh)
        XCTAssertEqual(solver.value(of: left), 0)
        XCTAssertEqual(solver.value(of: right), 100)
        XCTAssertEqual(solver.value(of: width), 80)
    }
}
