/** Collects encoder output without reallocating for every command. */
export class ByteWriter {
  private buffer = new Uint8Array(1024);
  private length = 0;

  push(bytes: ArrayLike<number>): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}
