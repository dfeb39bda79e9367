/**
 * Decap's choice boxes (a category, a person, a side menu: react-select) open
 * their menu as a finger lifts and scroll it into view; the browser then
 * sends the tap's mouse events to where the finger was, which is now an
 * option: one tap opened the menu and picked a choice nobody chose. The mouse
 * events that follow a tap on a box and land outside it are dropped, so the
 * next tap, on the option, is the one that chooses.
 */
/** The box of a choice: react-select's control, which holds its combobox input. */
const choiceBox = (target: EventTarget | null) => {
  const box = (target as Element | null)?.closest?.('[class*="-control"]');
  return box?.querySelector('input[role="combobox"]') ? box : null;
};

/** The box a finger has just lifted from, until the tap's own mouse events have passed (they follow at once). */
let tapped: { box: Element; until: number } | undefined;

document.addEventListener('touchstart', () => (tapped = undefined), { capture: true, passive: true });
document.addEventListener(
  'touchend',
  (event) => {
    const box = choiceBox(event.target);
    tapped = box ? { box, until: event.timeStamp + 1000 } : undefined;
  },
  { capture: true, passive: true },
);
for (const kind of ['mousedown', 'mouseup', 'click']) {
  document.addEventListener(
    kind,
    (event) => {
      if (!tapped || event.timeStamp > tapped.until || tapped.box.contains(event.target as Node)) return;
      event.preventDefault();
      event.stopPropagation();
      if (kind === 'click') tapped = undefined;
    },
    true,
  );
}
