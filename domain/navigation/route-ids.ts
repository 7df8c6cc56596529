/**
 * How a route's id is derived from the table, written twice: at run time (`idParts`) and in
 * types (`RouteEntry`), so that every id of the table is a literal type and code naming a
 * route that does not exist fails tsc. The two halves must change together.
 */

/** 'bookConsultationGP' -> 'book-consultation-gp', 'RXFlashForm' -> 'rx-flash-form'. */
function kebab(word: string): string {
  return word
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * A page's id names the page, not its arguments, so a page's own params are left out
 * ('/:product/order/:id' -> 'product-order'); a group's param is kept because it
 * is what tells the group's pages apart from same-named pages elsewhere.
 */
export function idParts(path: string, isGroup: boolean): string[] {
  return path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '*')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [kebab(segment)];
      return isGroup ? [kebab(segment.slice(1).replace(/\?$/, ''))] : [];
    });
}

/** The fields of a route-table node the id rule reads (routes.ts's `RouteNode` has them all). */
interface IdNode {
  path: string;
  title?: string;
  id?: string;
  redirectTo?: string;
  children?: readonly IdNode[];
}

type Lower = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z';
type Upper = Uppercase<Lower>;
type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type FirstChar<S extends string> = S extends `${infer C}${string}` ? C : '';

/** Where `kebab` puts a '-' before C: after a lower letter or digit, or as the last capital of a run before a lower letter. */
type StartsWord<Prev extends string, C extends string, Next extends string> = C extends Upper
  ? Prev extends Lower | Digit
    ? true
    : Prev extends Upper
      ? Next extends Lower
        ? true
        : false
      : false
  : false;

type Kebab<S extends string, Prev extends string = '', Out extends string = ''> = S extends `${infer C}${infer Rest}`
  ? Kebab<Rest, C, `${Out}${StartsWord<Prev, C, FirstChar<Rest>> extends true ? '-' : ''}${Lowercase<C>}`>
  : Out;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [P];

type SegmentParts<S extends string, IsGroup extends boolean> = S extends '' | '*'
  ? []
  : S extends `:${infer Param}`
    ? IsGroup extends true
      ? [Kebab<Param extends `${infer Name}?` ? Name : Param>]
      : []
    : [Kebab<S>];

type IdParts<Segs extends string[], IsGroup extends boolean> = Segs extends [infer S extends string, ...infer Rest extends string[]]
  ? [...SegmentParts<S, IsGroup>, ...IdParts<Rest, IsGroup>]
  : [];

type Join<Parts extends string[]> = Parts extends [infer Only extends string]
  ? Only
  : Parts extends [infer Head extends string, ...infer Rest extends string[]]
    ? `${Head}-${Join<Rest>}`
    : '';

/** `idParts`'s isGroup: a node with children. */
type IsGroup<N extends IdNode> = N extends { children: readonly [IdNode, ...IdNode[]] } ? true : false;
type ChildrenOf<N extends IdNode> = N extends { children: infer C extends readonly IdNode[] } ? C : [];
type StatusOf<N extends IdNode> = N extends { redirectTo: string } ? 'redirect' : 'built';

type OwnEntry<N extends IdNode, Prefix extends string[]> = N extends { title: string }
  ? { id: N extends { id: infer Id extends string } ? Id : Join<[...Prefix, ...IdParts<Segments<N['path']>, false>]>; status: StatusOf<N> }
  : never;

type EntriesOf<N, Prefix extends string[]> = N extends IdNode
  ? OwnEntry<N, Prefix> | RouteEntry<ChildrenOf<N>, [...Prefix, ...IdParts<Segments<N['path']>, IsGroup<N>>]>
  : never;

/** The id and status of every page of a route tree, as a union of literal types. */
export type RouteEntry<Nodes extends readonly IdNode[], Prefix extends string[] = []> = EntriesOf<Nodes[number], Prefix>;
