import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearScreen } from './near-screen.ts';

/** An IntersectionObserver whose reports the test makes, recording the margin it was given. */
function fakeIntersections() {
  const made: { report: (isIntersecting: boolean) => void; margin?: string; observed: Element[]; disconnected: boolean }[] = [];
  class Fake {
    private record: (typeof made)[number];
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: IntersectionObserverInit) {
      this.record = {
        report: (isIntersecting) => callback([{ isIntersecting }]),
        margin: options?.rootMargin,
        observed: [],
        disconnected: false,
      };
      made.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return made;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('nearScreen', () => {
  it('waits for the element to come within the margin of the screen', async () => {
    const made = fakeIntersections();
    document.body.innerHTML = '<section class="reassure">Below the calculator</section>';
    const wait = nearScreen('section.reassure', '200px');
    expect(made[0]?.margin).toBe('200px 0px');
    made[0]?.report(false);
    expect(await settled(wait.ready)).toBe(false);
    made[0]?.report(true);
    expect(await settled(wait.ready)).toBe(true);
    expect(made[0]?.disconnected).toBe(true);
  });

  it('watches every element of the part: any one of them near the screen is enough', async () => {
    const made = fakeIntersections();
    document.body.innerHTML = '<section class="a">First</section><section class="b">Last</section>';
    const wait = nearScreen('section.a, section.b', '200px');
    expect(made).toHaveLength(1);
    expect(made[0]?.observed).toHaveLength(2);
    made[0]?.report(true);
    expect(await settled(wait.ready)).toBe(true);
  });

  it('ends early when asked (the page is left)', async () => {
    const made = fakeIntersections();
    document.body.innerHTML = '<section class="reassure">Below the calculator</section>';
    const wait = nearScreen('section.reassure', '200px');
    wait.now();
    expect(await settled(wait.ready)).toBe(true);
    expect(made[0]?.disconnected).toBe(true);
  });

  it('is ready at once when the page has no such element (drawn on the client)', async () => {
    const made = fakeIntersections();
    const wait = nearScreen('section.reassure', '200px');
    expect(await settled(wait.ready)).toBe(true);
    expect(made).toHaveLength(0);
  });
});
