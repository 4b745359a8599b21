import type { TVenueSettings } from '@comanda/domain';

/** What every settings section is given: the venue's settings and a way to read them again once saved. */
export type SectionProps = { settings: TVenueSettings; onSaved: () => Promise<void> };
