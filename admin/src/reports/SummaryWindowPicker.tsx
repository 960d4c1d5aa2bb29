import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { SummaryWindow } from '@pronto/api';
import type { CountryCode } from '@pronto/countries';
import { addDays, SUMMARY_WINDOWS, summaryPeriodsOf } from '@pronto/domain';
import { formatDate } from './format.ts';
import { fill, useReportText } from './messages.ts';

/** A window's first and last day (the API's last dateEnd is the day after), written the market's way. */
export function windowRange(country: CountryCode, window: SummaryWindow, today: string): { start: string; end: string } {
  const periods = summaryPeriodsOf(country, window, today);
  return {
    start: formatDate(periods[0]?.dateStart ?? today, country),
    end: formatDate(addDays(periods.at(-1)?.dateEnd ?? today, -1), country),
  };
}

/**
 * Which periods the summary covers, as radio buttons (arrow keys move between them): the ones ending with
 * the current quarter / month, or the spec's fixed window of the historical reports, each with its dates.
 */
export function SummaryWindowPicker({
  country,
  value,
  today,
  onChange,
}: {
  country: CountryCode;
  value: SummaryWindow;
  /** YYYY-MM-DD: places the current window in the labels. */
  today: string;
  onChange: (window: SummaryWindow) => void;
}) {
  const text = useReportText();
  return (
    <FormControl component="fieldset" sx={{ mb: 1 }}>
      <FormLabel component="legend" id="summary-window-label">
        {text.periods}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="summary-window-label"
        name="summary-window"
        value={value}
        onChange={(event) => onChange(event.target.value as SummaryWindow)}
      >
        {SUMMARY_WINDOWS.map((window) => (
          <FormControlLabel
            key={window}
            value={window}
            control={<Radio size="small" />}
            label={fill(text.windowRange, { label: text.windows[window][country], ...windowRange(country, window, today) })}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
