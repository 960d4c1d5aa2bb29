import { useDeferredValue, type ReactNode } from 'react';
import { ListBase, ListContextProvider, ListView, Loading, useListContext, type ListProps } from 'react-admin';

/** The view below renders from a deferred copy of the list context. */
function DeferredContext({ children }: { children: ReactNode }) {
  const deferred = useDeferredValue(useListContext());
  return <ListContextProvider value={deferred}>{children}</ListContextProvider>;
}

const noFilter = {};
const authLoadingElement = <Loading />;

/**
 * react-admin's <List> (ListBase + ListView, the same props and defaults) whose view renders from a
 * deferred copy of the list context (issue 8). react-query hands each answer over in a synchronous render;
 * here that render stops at the controller, and React renders the page (filters, rows, pagination) right
 * after in a background render it splits into short slices, instead of one long task blocking the page.
 * The page shows the same data, one frame later, all at once.
 */
export function DeferredList(props: ListProps) {
  const {
    debounce,
    disableAuthentication,
    disableSyncWithLocation,
    exporter,
    filter = noFilter,
    filterDefaultValues,
    authLoading = authLoadingElement,
    loading,
    perPage = 10,
    queryOptions,
    resource,
    sort,
    storeKey,
    ...view
  } = props;
  return (
    <ListBase
      debounce={debounce}
      disableAuthentication={disableAuthentication}
      disableSyncWithLocation={disableSyncWithLocation}
      exporter={exporter}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      authLoading={authLoading}
      loading={loading}
      perPage={perPage}
      queryOptions={queryOptions}
      resource={resource}
      sort={sort}
      storeKey={storeKey}
      // As <List>: offline support is left to ListView.
      offline={false}
    >
      <DeferredContext>
        <ListView {...view} />
      </DeferredContext>
    </ListBase>
  );
}
