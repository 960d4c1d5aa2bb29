/**
 * Makes the page's first Intl formatters while the console downloads (issue 8): the first
 * Intl.NumberFormat of a page loads ICU's data (30-50 ms in Chromium on this machine), and MUI's
 * TablePagination makes one as its module is evaluated, which put that cost inside the long task that
 * evaluates the console. In a task of its own now, during the download, it blocks nothing.
 */
export function warmUpIntl(): void {
  setTimeout(() => {
    new Intl.NumberFormat('en-US').format(0);
    new Intl.DateTimeFormat('en-GB').format(0);
  }, 0);
}
