// The relation operators. `==`, `<=` and `>=` are Swift's; `/==/`, `/<=/` and `/>=/` are twins that
// give the same results and are faster to type-check (no other library overloads them), as in the
// original library. All share `ComparisonPrecedence`, so arithmetic binds first and `~` last.

/// `a /==/ b`: the same constraint as `a == b`, with fewer overloads for the type checker to try.
infix operator /==/ : ComparisonPrecedence
/// `a /<=/ b`: the same constraint as `a <= b`, with fewer overloads for the type checker to try.
infix operator /<=/ : ComparisonPrecedence
/// `a />=/ b`: the same constraint as `a >= b`, with fewer overloads for the type checker to try.
infix operator />=/ : ComparisonPrecedence
