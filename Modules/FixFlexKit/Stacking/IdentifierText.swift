import Foundation

/// Text of constraint and guide identifiers, made in one allocation: a stack names every
/// constraint and guide it makes (`fx.vstack[3].Flex.top @ File.swift:12`), so appending the parts
/// one by one (each append checks capacity and may grow) was a measurable part of building a stack.
enum IdentifierText {
    /// `a + b + c + d + e`, written into a string of exactly their length.
    static func join(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String = "") -> String {
        let total = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count
        return String(unsafeUninitializedCapacity: total) { buffer in
            var offset = 0
            copy(a, into: buffer, at: &offset)
            copy(b, into: buffer, at: &offset)
            copy(c, into: buffer, at: &offset)
            copy(d, into: buffer, at: &offset)
            copy(e, into: buffer, at: &offset)
            return offset
        }
    }

    /// Copies the UTF-8 of `text` into `buffer` at `offset`, moving `offset` past it.
    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        let copied: Int? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let source = bytes.baseAddress, let target = buffer.baseAddress, bytes.count > 0 else {
                return bytes.count
            }
            (target + offset).update(from: source, count: bytes.count)
            return bytes.count
        }
        if let copied {
            offset += copied
            return
        }
        for byte in text.utf8 {
            buffer[offset] = byte
            offset += 1
        }
    }
}
