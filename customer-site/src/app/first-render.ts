/**
 * The day the static HTML was rendered (build time). The first client render of a prerendered page must
 * equal the HTML, so anything dated (the calculator's schedule) is first drawn for this day, then
 * brought up to today after hydration. The build sets it; the browser reads it from the root element.
 */
let buildDay: string | null = null;

/** Set by the prerender entry before rendering. */
export function setRenderDay(day: string): void {
  buildDay = day;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The day the first render draws: the build's day in prerendered HTML, today otherwise. */
export function firstRenderDay(): string {
  if (buildDay) return buildDay;
  const fromHtml = typeof document !== 'undefined' ? document.getElementById('root')?.dataset.renderedOn : undefined;
  return fromHtml ?? today();
}
