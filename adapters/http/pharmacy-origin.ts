/**
 * The header that carries the fixed origin value of the medicine service's calls (spec §9;
 * docs/api.md). A module of its own, so the places adapter sends it without loading the pharmacy one.
 */
export const ORIGIN_HEADER = 'x-origin';
