/**
 * Lower case, digits split from the units that follow them ('650mg' -> '650 mg'),
 * punctuation to spaces, decimal points kept: the one normalisation of names, salts,
 * keywords and queries, so a query matches exactly what was indexed.
 */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim();
}

/** The distinct words of a text, normalised as the index keeps them. */
export function tokensOf(text: string): string[] {
  return wordsOf(normaliseSearchText(text));
}

function wordsOf(normalised: string): string[] {
  return normalised === '' ? [] : [...new Set(normalised.split(' '))];
}

/** One page of a search: the positions of the matching entries, best first, and how many matched. */
export interface IndexPage {
  positions: number[];
  total: number;
}

/**
 * Word-prefix search over a catalogue's names and other words (salts, aliases, parameters),
 * built once. Search walks posting lists of token prefixes with stamp arrays instead of
 * sets, so a query over 100,000 entries costs a few typed-array passes and no allocation
 * per entry. Entries are known by their position in the catalogue.
 */
export class PrefixIndex {
  private readonly normalisedNames: string[];
  private readonly nameTokens: string[];
  private readonly namePostings: Uint32Array[];
  private readonly otherTokens: string[];
  private readonly otherPostings: Uint32Array[];
  // Scratch state of one search: which query and which query word last touched an entry.
  private readonly anyQuery: Uint32Array;
  private readonly anyToken: Uint32Array;
  private readonly anyCount: Uint8Array;
  private readonly nameQuery: Uint32Array;
  private readonly nameToken: Uint32Array;
  private readonly nameCount: Uint8Array;
  private readonly hits: Uint32Array;
  private readonly ranks: Uint8Array;
  private queryStamp = 0;
  private tokenStamp = 0;

  /**
   * @param otherTokensOf the already normalised words an entry is found by besides its name
   * @param maxWords a longer query finds nothing (the word counts are bytes: at most 255)
   */
  constructor(
    names: readonly string[],
    otherTokensOf: (position: number) => Iterable<string>,
    private readonly maxWords = 255,
  ) {
    const nameLists = new Map<string, number[]>();
    const otherLists = new Map<string, number[]>();
    const add = (map: Map<string, number[]>, token: string, position: number) => {
      const list = map.get(token);
      if (list === undefined) map.set(token, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    };
    this.normalisedNames = names.map(normaliseSearchText);
    this.normalisedNames.forEach((name, position) => {
      for (const token of wordsOf(name)) add(nameLists, token, position);
      for (const token of otherTokensOf(position)) add(otherLists, token, position);
    });
    [this.nameTokens, this.namePostings] = frozenPostings(nameLists);
    [this.otherTokens, this.otherPostings] = frozenPostings(otherLists);
    const size = names.length;
    this.anyQuery = new Uint32Array(size);
    this.anyToken = new Uint32Array(size);
    this.anyCount = new Uint8Array(size);
    this.nameQuery = new Uint32Array(size);
    this.nameToken = new Uint32Array(size);
    this.nameCount = new Uint8Array(size);
    this.hits = new Uint32Array(size);
    this.ranks = new Uint8Array(size);
  }

  /**
   * Entries holding every word of `text` as a word prefix of the name or the other words,
   * ranked: names that start with the whole query, then names that hold every word, then
   * matches through the other words; catalogue order within a rank, so pages never shuffle.
   * `keep` drops matches before ranking and counting (a lab test no lab offers in the city).
   */
  search(text: string, page: number, size: number, keep?: (position: number) => boolean): IndexPage {
    const query = normaliseSearchText(text);
    const words = wordsOf(query);
    if (words.length === 0 || words.length > this.maxWords) return { positions: [], total: 0 };
    this.queryStamp += 1;
    const queryStamp = this.queryStamp;
    const wordCount = words.length;
    const hits = this.hits;
    let hitCount = 0;

    words.forEach((word, wordIndex) => {
      this.tokenStamp += 1;
      const tokenStamp = this.tokenStamp;
      // An entry counts a word once, however many of its tokens the word starts; it stays
      // a candidate only while it has matched every earlier word.
      const markAny = (position: number) => {
        if (this.anyToken[position] === tokenStamp) return;
        this.anyToken[position] = tokenStamp;
        if (this.anyQuery[position] !== queryStamp) {
          this.anyQuery[position] = queryStamp;
          this.anyCount[position] = 0;
        }
        if (this.anyCount[position] !== wordIndex) return;
        const count = wordIndex + 1;
        this.anyCount[position] = count;
        if (count === wordCount) {
          hits[hitCount] = position;
          hitCount += 1;
        }
      };
      forEachPrefixed(this.nameTokens, this.namePostings, word, (postings) => {
        for (let i = 0; i < postings.length; i += 1) {
          const position = postings[i] as number;
          if (this.nameToken[position] !== tokenStamp) {
            this.nameToken[position] = tokenStamp;
            if (this.nameQuery[position] !== queryStamp) {
              this.nameQuery[position] = queryStamp;
              this.nameCount[position] = 0;
            }
            if (this.nameCount[position] === wordIndex) this.nameCount[position] = wordIndex + 1;
          }
          markAny(position);
        }
      });
      forEachPrefixed(this.otherTokens, this.otherPostings, word, (postings) => {
        for (let i = 0; i < postings.length; i += 1) markAny(postings[i] as number);
      });
    });

    // Sorted and ranked in place in preallocated buffers: a broad query over 100,000 entries
    // must not churn the garbage collector, or its slowest runs (p95) pay for it.
    const matched = hits.subarray(0, hitCount).sort();
    const ranks = this.ranks;
    let kept = 0;
    for (let i = 0; i < hitCount; i += 1) {
      const position = matched[i] as number;
      if (keep !== undefined && !keep(position)) continue;
      matched[kept] = position;
      if ((this.normalisedNames[position] as string).startsWith(query)) ranks[kept] = 0;
      else if (this.nameQuery[position] === queryStamp && this.nameCount[position] === wordCount) ranks[kept] = 1;
      else ranks[kept] = 2;
      kept += 1;
    }
    const start = (page - 1) * size;
    const positions: number[] = [];
    let seen = 0;
    for (let rank = 0; rank <= 2 && positions.length < size; rank += 1) {
      for (let i = 0; i < kept && positions.length < size; i += 1) {
        if (ranks[i] !== rank) continue;
        if (seen >= start) positions.push(matched[i] as number);
        seen += 1;
      }
    }
    return { positions, total: kept };
  }
}

function frozenPostings(map: Map<string, number[]>): [string[], Uint32Array[]] {
  const tokens = [...map.keys()].sort();
  return [tokens, tokens.map((token) => Uint32Array.from(map.get(token) ?? []))];
}

/** Calls `visit` with the posting list of every token that starts with `prefix` (tokens sorted). */
function forEachPrefixed(tokens: readonly string[], postings: readonly Uint32Array[], prefix: string, visit: (list: Uint32Array) => void): void {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((tokens[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < tokens.length && (tokens[i] as string).startsWith(prefix); i += 1) visit(postings[i] as Uint32Array);
}
