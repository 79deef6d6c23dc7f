import type { Db } from '../../db/client';
import { FaqIndex } from './faq.retrieval';
import { bankVersion, listIndexable } from './faq.repository';

/**
 * The search index of one server process. The bank lives in the database; the index is built from
 * it in memory and rebuilt when the bank's version row says another edit happened — in this process
 * or any other sharing the database (one indexed single-row read per question, PGlite or PostgreSQL).
 */
export class FaqBank {
  private index: FaqIndex | null = null;
  private version: number | null = null;
  private building: Promise<FaqIndex> | null = null;

  constructor(private readonly db: Db) {}

  /** The index of the bank as it is now in the database. */
  async current(): Promise<FaqIndex> {
    const version = await bankVersion(this.db);
    if (this.index && version === this.version) return this.index;
    return this.rebuild(version);
  }

  /** Forgets the index (after an edit through this process) so the next question rebuilds it. */
  invalidate() {
    this.version = null;
  }

  private rebuild(version: number | null): Promise<FaqIndex> {
    // Concurrent questions share one rebuild rather than each building their own.
    if (this.building) return this.building;
    this.building = (async () => {
      try {
        const entries = await listIndexable(this.db);
        const index = FaqIndex.build(entries);
        this.index = index;
        this.version = version;
        return index;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }
}
