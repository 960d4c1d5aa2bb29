import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazyScreen.ts';
import { loadScreen } from './screenLoader.ts';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader whose import resolves when the test says so. */
function deferredLoader() {
  let resolve: () => void = () => undefined;
  const gate = new Promise<void>((done) => (resolve = done));
  let calls = 0;
  const loader = async () => {
    calls += 1;
    await gate;
    return { default: Hello };
  };
  return { loader, resolve, calls: () => calls };
}

describe('lazyScreen', () => {
  it('suspends like React.lazy until the screen is loaded, loading it once', async () => {
    const { loader, resolve, calls } = deferredLoader();
    const Screen = lazyScreen(loader);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      resolve();
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('renders a screen loaded ahead at once, without the fallback', async () => {
    const { loader, resolve, calls } = deferredLoader();
    const Screen = lazyScreen(loader);
    const preloaded = loadScreen(loader);
    resolve();
    await preloaded;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Bob" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Bob')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(calls()).toBe(1);
  });
});
