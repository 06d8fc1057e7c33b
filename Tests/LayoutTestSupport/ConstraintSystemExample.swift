/// The constraint-system format's example (Docs/ConstraintSystemFormat.md), shared by the format's tests
/// and the `layout solve` tool's.
public enum ConstraintSystemExample {
    /// The example, which is also `Examples/LayoutTool/Samples/form.json`.
    public static let json = """
        {
          "constraints": [
            { "terms": [[1, "left"]], "constant": 0, "op": "==", "priority": 1000 },
            { "terms": [[1, "right"], [-1, "left"]], "constant": -100, "op": "==", "priority": 1000 },
            { "terms": [[1, "width"], [-1, "right"], [1, "left"]], "constant": 0, "op": "<=", "priority": 1000 },
            { "terms": [[1, "width"]], "constant": -80, "op": "==", "priority": 750 }
          ],
          "edits": [
            { "variable": "width", "priority": 900, "values": [50, 90, 120] }
          ]
        }
        """

    /// What `layout solve` prints for it (and `ConstraintSystemFile` serializes): the values after the
    /// constraints, and after each of the edit's values.
    public static let solved =
        #"{"status":"ok","values":{"left":0,"right":100,"width":80},"steps":["#
        + #"{"left":0,"right":100,"width":50},{"left":0,"right":100,"width":90},{"left":0,"right":100,"width":100}]}"#
}
