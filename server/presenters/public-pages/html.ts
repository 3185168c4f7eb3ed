/**
 * HTML for the public pages (decision 051): a tagged template that escapes every value put in it,
 * so a name typed as `<script>` is text, never markup. Only `Html` values (built by this template)
 * go in unescaped; nothing else can.
 */

/** A piece of HTML built by `html` (safe to put in another). */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content and for a quoted attribute value. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

type Value = Html | string | number | null | undefined | false | readonly Value[];

const render = (value: Value): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return (value as readonly Value[]).map(render).join('');
  return escapeHtml(String(value as string | number));
};

/** `html\`<p>${name}</p>\``: every value escaped unless it is Html; arrays joined; null, undefined and false left out. */
export const html = (strings: TemplateStringsArray, ...values: Value[]): Html => {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new Html(out);
};
