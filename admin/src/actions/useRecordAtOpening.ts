import { useState } from 'react';

/**
 * The page's record as it was when a dialog opened, and the function to call as it opens. react-admin's Form
 * starts again from a record that changes, so a form given the live record lost what was typed when a
 * refetch landed while the dialog was open (after the action before, say).
 */
export function useRecordAtOpening<R>(current: R): [R, () => void] {
  const [openedWith, setOpenedWith] = useState(current);
  return [openedWith, () => setOpenedWith(current)];
}
