/** Porter2, the Snowball English stemmer that Pagefind also stems with (its `rust-stemmers`). */
declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string;
}
