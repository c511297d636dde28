/** The shop's word mark; decorative (the surrounding link carries the accessible name). */
export function Logo() {
  return (
    <svg
      className="logo__mark"
      viewBox="0 0 150 32"
      width="150"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="6" fill="#0b5cad" />
      <path d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13v5z" fill="#fff" />
      <text x="40" y="23" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="700" fill="#10243e">
        ProEquip
      </text>
    </svg>
  );
}
