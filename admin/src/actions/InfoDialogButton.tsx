import { useState, type ReactNode } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, useTranslate } from 'react-admin';

/** A button opening a read-only dialog (its content mounts, and loads, only while open). */
export function InfoDialogButton({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const titleId = `info-${label}`;
  return (
    <>
      <MuiButton size="small" onClick={() => setOpen(true)}>
        {translate(label)}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(label)}</DialogTitle>
        <DialogContent>{open && children}</DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
