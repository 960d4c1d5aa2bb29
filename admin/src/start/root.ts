import { createRoot, type Root } from 'react-dom/client';

let root: Root | undefined;

/** The React root in index.html's #root, made once: the sign-in page and then the console render into it. */
export function appRoot(): Root {
  if (!root) {
    const element = document.getElementById('root');
    if (!element) throw new Error('#root is missing from index.html');
    root = createRoot(element);
  }
  return root;
}
