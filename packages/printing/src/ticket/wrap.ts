/**
 * Greedy word wrap: words move whole to the next line; a word is cut only when it alone is longer
 * than a line. Runs of spaces collapse, as they would be invisible at a line end anyway.
 * Width counts characters (code points), which is what one printer cell holds.
 */
export function wrapWords(text: string, width: number): string[] {
  const limit = Math.max(1, Math.floor(width));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter((word) => word.length > 0);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      for (const piece of splitLongWord(word, limit)) {
        if (line === '') line = piece;
        else if (charLength(line) + 1 + charLength(piece) <= limit) line = `${line} ${piece}`;
        else {
          lines.push(line);
          line = piece;
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

function splitLongWord(word: string, limit: number): string[] {
  const chars = Array.from(word);
  if (chars.length <= limit) return [word];
  const pieces: string[] = [];
  for (let start = 0; start < chars.length; start += limit)
    pieces.push(chars.slice(start, start + limit).join(''));
  return pieces;
}

export function charLength(text: string): number {
  return Array.from(text).length;
}

/**
 * A left text and a right text on a line of `width`: the left wraps into the room the right leaves
 * (one space between), continuation lines start after `hangingIndent` spaces. A right text too wide
 * to share a line goes on its own line, right-aligned.
 */
export function leftRightLines(
  left: string,
  right: string,
  width: number,
  indent = 0,
  hangingIndent = 0,
): string[] {
  const rightLength = charLength(right);
  const pad = ' '.repeat(indent);
  const room = width - indent - (rightLength > 0 ? rightLength + 1 : 0);
  if (room < Math.max(4, Math.floor(width / 4))) {
    const leftLines = wrapWords(left, width - indent).map((line) => pad + line);
    return [...leftLines, padStartChars(right, width)];
  }
  const { first, rest } = takeFirstLine(left, room);
  const firstLine = rightLength > 0 ? `${pad}${padEndChars(first, room)} ${right}` : pad + first;
  const hang = ' '.repeat(indent + hangingIndent);
  const restLines =
    rest === '' ? [] : wrapWords(rest, width - indent - hangingIndent).map((line) => hang + line);
  return [firstLine, ...restLines];
}

/** The words that fit the first `room` characters, and the text left for the following lines. */
function takeFirstLine(text: string, room: number): { first: string; rest: string } {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  let first = '';
  let taken = 0;
  for (const word of words) {
    const candidate = first === '' ? word : `${first} ${word}`;
    if (charLength(candidate) > room) break;
    first = candidate;
    taken++;
  }
  if (taken === 0 && words.length > 0) {
    const chars = Array.from(words[0]!);
    return {
      first: chars.slice(0, room).join(''),
      rest: [chars.slice(room).join(''), ...words.slice(1)].join(' '),
    };
  }
  return { first, rest: words.slice(taken).join(' ') };
}

/** padEnd/padStart by printer cells (code points), not UTF-16 units. */
export function padEndChars(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - charLength(text)));
}

export function padStartChars(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - charLength(text))) + text;
}
