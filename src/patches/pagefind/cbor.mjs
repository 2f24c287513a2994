/**
 * The part of CBOR (RFC 8949) that Pagefind's index files use: unsigned and negative integers, byte and
 * text strings, arrays and maps, each with a definite length. Decoding then encoding gives back the same
 * bytes (Pagefind's encoder, minicbor, writes every length in its shortest form), which rechunkIndex.mjs
 * checks on every file it reads before it rewrites any.
 */

/** @typedef {number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>} CborValue */

/** @param {Uint8Array} bytes @returns {CborValue} */
export function decodeCbor(bytes, start = 0) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = start;
  const length = (info) => {
    if (info < 24) return info;
    const size = {24: 1, 25: 2, 26: 4, 27: 8}[info];
    if (!size) throw new Error(`CBOR: unsupported length code ${info} at byte ${at - 1}`);
    const value = size === 1 ? view.getUint8(at) : size === 2 ? view.getUint16(at) : size === 4 ? view.getUint32(at) : Number(view.getBigUint64(at));
    at += size;
    return value;
  };
  const item = () => {
    const initial = view.getUint8(at++);
    const major = initial >> 5;
    const count = length(initial & 31);
    switch (major) {
      case 0:
        return count;
      case 1:
        return -1 - count;
      case 2:
        return bytes.slice(at, (at += count));
      case 3:
        return new TextDecoder().decode(bytes.subarray(at, (at += count)));
      case 4:
        return Array.from({length: count}, item);
      case 5:
        return new Map(Array.from({length: count}, () => [item(), item()]));
      default:
        throw new Error(`CBOR: unsupported major type ${major} at byte ${at - 1}`);
    }
  };
  const value = item();
  if (at !== bytes.length) throw new Error(`CBOR: ${bytes.length - at} bytes left after the value`);
  return value;
}

/** @param {CborValue} value @returns {Uint8Array} */
export function encodeCbor(value) {
  const parts = [];
  const head = (major, count) => {
    if (count < 24) parts.push(Uint8Array.of((major << 5) | count));
    else if (count < 0x100) parts.push(Uint8Array.of((major << 5) | 24, count));
    else if (count < 0x10000) parts.push(Uint8Array.of((major << 5) | 25, count >> 8, count & 0xff));
    else if (count < 0x100000000) {
      const bytes = new Uint8Array(5);
      bytes[0] = (major << 5) | 26;
      new DataView(bytes.buffer).setUint32(1, count);
      parts.push(bytes);
    } else throw new Error(`CBOR: ${count} is too large to encode here`);
  };
  const item = (value) => {
    if (typeof value === 'number') {
      if (!Number.isInteger(value)) throw new Error(`CBOR: ${value} is not an integer`);
      value >= 0 ? head(0, value) : head(1, -1 - value);
    } else if (typeof value === 'string') {
      const text = new TextEncoder().encode(value);
      head(3, text.length);
      parts.push(text);
    } else if (value instanceof Uint8Array) {
      head(2, value.length);
      parts.push(value);
    } else if (Array.isArray(value)) {
      head(4, value.length);
      value.forEach(item);
    } else if (value instanceof Map) {
      head(5, value.size);
      value.forEach((entry, key) => (item(key), item(entry)));
    } else throw new Error(`CBOR: cannot encode ${typeof value}`);
  };
  item(value);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) out.set(part, (offset += part.length) - part.length);
  return out;
}
