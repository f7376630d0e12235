"""What a thumb, an eye and a screen reader meet on a screen: tappable controls under 48 px high or without a name of
their own, text running off or clipped.

Read from Flutter's semantics tree in the DOM (turn semantics on first). A text node is a <span> the engine
scales to the box Flutter laid the text out in; its unscaled width is the text at the span's own small font, so
the width the text needs at the size Flutter drew it is that width times a factor per font size. A one-line box
(a label, an error under a field) narrower than that is a label cut off with "…"."""
from __future__ import annotations

MIN_TARGET = 48
TAPPABLE_ROLES = ("button", "checkbox", "radio", "switch", "tab", "link", "menuitem", "slider", "textbox")

_JS = r"""
([minTarget, roles]) => {
  const vw = window.innerWidth, vh = window.innerHeight;
  const small = [], wide = [], clipped = [], whole = [], unnamed = [];
  const label = el => (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ');
  // A node half scrolled out of its list is clipped to what shows: judge it when it is whole.
  const cutByScroller = (el, r) => {
    const vhTop = 0;
    if (r.top < 1 || r.bottom > vh - 1) return true;
    for (let a = el.parentElement; a; a = a.parentElement) {
      if ((a.getAttribute('style') || '').includes('scrollbar-width')) {
        const s = a.getBoundingClientRect();
        return r.top < s.top + 0.5 || r.bottom > s.bottom - 0.5;
      }
    }
    return false;
  };
  const onScreen = r => r.bottom > 0 && r.top < vh && r.width > 0 && r.height > 0;
  for (const el of document.querySelectorAll('flt-semantics-host [role], flt-semantics-host [flt-tappable]')) {
    const role = el.getAttribute('role') || 'tappable';
    if (!(roles.includes(role) || el.hasAttribute('flt-tappable'))) continue;
    if (el.getAttribute('aria-disabled') === 'true' && role !== 'textbox') { /* a disabled control still counts */ }
    let r = el.getBoundingClientRect();
    if (!onScreen(r) || cutByScroller(el, r)) continue;
    // A text field's wrapper (or, before companion.widgets.icon_button, an IconButton's tooltip) can carry the label
    // around a smaller tappable: the control is measured under that name.
    const own = label(el), name = own || label(el.parentElement || el);
    // A control a screen reader announces as just "button": its label must be its own (a wrapper's is not tied to it).
    if (!own && !el.getAttribute('aria-labelledby')) unnamed.push({role, name: name.slice(0, 80)});
    if (r.height >= minTarget - 0.5) whole.push([role, name.slice(0, 80)]);
    else small.push({role, name: name.slice(0, 80), height: Math.round(r.height), width: Math.round(r.width), top: Math.round(r.top)});
  }
  // Each top-level leaf text or labelled node.
  for (const el of document.querySelectorAll('flt-semantics-host flt-semantics, flt-semantics-host h1, flt-semantics-host h2, flt-semantics-host h3')) {
    const r = el.getBoundingClientRect();
    if (!onScreen(r)) continue;
    const text = label(el);
    if (!text || /characters? remaining$|^Noch [\d.]+ Zeichen$/.test(text) || cutByScroller(el, r)) continue;  // a counter says '0/60' (its name: Flutter's, in the page's language)
    const span = el.querySelector(':scope > span');
    if (r.right > vw + 1 || r.left < -1) {
      if (!el.querySelector('flt-semantics')) wide.push({name: text.slice(0, 80), left: Math.round(r.left), right: Math.round(r.right)});
    }
    if (span) {
      const m = /scale\(([\d.]+)(?:,\s*([\d.]+))?\)/.exec(span.style.transform || '');
      const sx = m ? parseFloat(m[1]) : 1;
      const natural = span.getBoundingClientRect().width / sx;  // the text's width at the span's own font
      const h = r.height;
      // Flutter's Material line heights: 16 px for 12 px text, 20 for 14, 24 for 16, 28 for 22.
      const fonts = {16: 12, 20: 14, 24: 16, 28: 22};
      const font = fonts[Math.round(h)];
      if (font) {  // a one-line box: does the whole text fit on that line?
        const needed = natural * font * 0.070;
        if (needed > r.width * 1.1 + 4) clipped.push({name: text.slice(0, 80), width: Math.round(r.width), needed: Math.round(needed)});
      }
    }
  }
  return {small, wide, clipped, whole, unnamed};
}
"""


_SHOWING = "() => [...document.querySelectorAll('flt-semantics-host flt-semantics')].map(e => e.getAttribute('style')).join('|')"


def audit(page) -> dict:
    """Problems on what the screen shows now: {'small': [...], 'wide': [...], 'clipped': [...], 'unnamed': [...]}."""
    return page.evaluate(_JS, [MIN_TARGET, list(TAPPABLE_ROLES)])


def too_small(looks: list[dict]) -> list[dict]:
    """The tappable controls too small to hit, from the audits of one screen scrolled top to bottom (`looks`).

    A control is judged at the tallest it was seen: one the screen's edge or a scroller cuts reads short where it
    is cut (CI once read two 48 px radio rows at 20 px, cut by the scroller at a wheel's stop although
    `cutByScroller` did not see the cut), and another stop shows it whole, as a person scrolling sees it. A
    control too small to tap is small wherever it stands. Controls are told apart by role and name (three
    players' "BASF" radios are built alike)."""
    tallest: dict = {}  # (role, name) -> its tallest short reading, or None once seen whole
    for look in looks:
        for role, name in look["whole"]:
            tallest[(role, name)] = None
        for item in look["small"]:
            key = (item["role"], item["name"])
            if key not in tallest or (tallest[key] is not None and item["height"] > tallest[key]["height"]):
                tallest[key] = item
    return [item for item in tallest.values() if item is not None]


def scroll_audit(page, *, steps: int = 12, delta: int = 500, each=None) -> dict:
    """Audit the screen top to bottom (Flutter builds semantics only for what is on screen); tappable controls
    are judged by `too_small`. `each()`, if given, is called at every place the audit stops on the way down (the
    language audit reads the screen's words there: one pass down a long screen, not two)."""
    import time

    found = {"small": [], "wide": [], "clipped": [], "unnamed": []}
    looks: list[dict] = []
    seen: set = set()
    page.mouse.move(180, 400)
    last = None
    for i in range(steps):
        if each is not None:
            each()
        res = audit(page)
        if res["small"]:  # a control still growing into place reads small for a moment: look again
            time.sleep(0.6)
            again = {(p["role"], p["name"]) for p in audit(page)["small"]}
            res["small"] = [p for p in res["small"] if (p["role"], p["name"]) in again]
        looks.append({"small": res.pop("small"), "whole": [tuple(w) for w in res.pop("whole")]})
        for kind, items in res.items():
            for item in items:
                key = (kind, item.get("role"), item["name"])
                if key not in seen:
                    seen.add(key)
                    found[kind].append(item)
        now = page.evaluate(_SHOWING)
        if now == last:  # the wheel moved nothing: this was the bottom
            break
        last = now
        page.mouse.wheel(0, delta)
        time.sleep(0.35)
    page.mouse.wheel(0, -delta * steps)
    time.sleep(0.3)
    found["small"] = too_small(looks)
    return found


def describe(problems: dict) -> str:
    lines = []
    for p in problems["small"]:
        lines.append(f"tappable {p['role']} '{p['name']}' is {p['height']} px high (under {MIN_TARGET})")
    for p in problems["wide"]:
        lines.append(f"text '{p['name']}' runs off the screen ({p['left']}..{p['right']} px)")
    for p in problems["unnamed"]:
        near = f" (beside '{p['name']}')" if p["name"] else ""
        lines.append(f"tappable {p['role']}{near} has no name of its own: a screen reader says only '{p['role']}'")
    for p in problems["clipped"]:
        lines.append(f"text '{p['name']}' is cut off: needs ~{p['needed']} px on its line, has {p['width']}")
    return "\n".join(lines)
