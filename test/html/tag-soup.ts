// Deterministic tag soup for the parser tests: implied closes, </p> and </br>, forms, SVG's
// camelCase names, upper-case tags, raw-text elements.
/** Deterministic tag soup: a small linear congruential generator picks the pieces. */
export function tagSoup(seed: number, pieces: number): string {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const names = ['div', 'p', 'span', 'a', 'li', 'ul', 'table', 'tr', 'td', 'form', 'input', 'br', 'img', 'svg', 'foreignObject', 'path', 'math', 'B', 'P', 'DIV', 'image', 'h1', 'option', 'select', 'noscript', 'section', 'x-widget'];
  const parts: string[] = [];
  for (let i = 0; i < pieces; i++) {
    const name = names[next(names.length)]!;
    switch (next(6)) {
      case 0:
      case 1:
        parts.push(`<${name}${next(3) === 0 ? ` class="c${i}" data-x='${i}'` : ''}>`);
        break;
      case 2:
        parts.push(`</${name}>`);
        break;
      case 3:
        parts.push(`<${name}/>`);
        break;
      case 4:
        parts.push(next(4) === 0 ? `<script>if (a < b) { x("</div>") }</script>` : `<title>t${i}</title>`);
        break;
      default:
        parts.push(`text ${i} &amp; more `);
    }
  }
  return parts.join('');
}
