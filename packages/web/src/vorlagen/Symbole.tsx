/**
 * Row action icons of the template list (spezifikation.md §2: load = arrow, edit = pencil,
 * delete = bin). Decorative: the button around each icon carries the accessible name.
 */
const gemeinsam = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function PfeilSymbol() {
  return (
    <svg {...gemeinsam}>
      <path d="M5 12h14" />
      <path d="M13 6l6 6-6 6" />
    </svg>
  );
}

export function StiftSymbol() {
  return (
    <svg {...gemeinsam}>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

export function PapierkorbSymbol() {
  return (
    <svg {...gemeinsam}>
      <path d="M4 7h16" />
      <path d="M9 7V4h6v3" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M10 11v6M14 11v6" />
    </svg>
  );
}
