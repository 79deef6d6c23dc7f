import { useState } from 'react';
import { TripType } from '@jc/shared/constants';
import type { TicketSearch } from '@/lib/ticket-search';
import { checkFurtherLegs, withSecondLeg } from '../lib/multi-leg';
import { FurtherLegRows } from './further-leg-rows';
import { TicketSearchForm } from './ticket-search-form';

interface ModifySearchPanelProps {
  search: TicketSearch;
  onSearch: (next: TicketSearch) => void;
}

/**
 * 修改 on the Ticket page: the home page's search form, starting from the search on screen and
 * searching again on submit, plus the further legs of a multi-leg trip, which only this panel
 * edits (so the home page does not download them).
 */
export function ModifySearchPanel({ search, onSearch }: ModifySearchPanelProps) {
  const [extraLegs, setExtraLegs] = useState(() => withSecondLeg(search.form, search.extraLegs));
  return (
    <TicketSearchForm
      variant="modify"
      initial={search.form}
      onSearch={(form) => onSearch({ form, extraLegs: form.hasRt === TripType.MultiLeg ? extraLegs : [] })}
      legs={{
        onTripType: (form) => setExtraLegs((legs) => withSecondLeg(form, legs)),
        check: (form, context) => checkFurtherLegs(form, extraLegs, context),
        render: (slots) => <FurtherLegRows {...slots} legs={extraLegs} onChange={setExtraLegs} />,
      }}
    />
  );
}
