import MiniSearch, { type SearchResult } from 'minisearch';
import type { FaqCategory } from '@jc/shared';
import { hanWords, indexWords, queryWords, recutLatin, type QueryWord } from './faq.text';

/**
 * Retrieval over the FAQ bank: MiniSearch's BM25 ranking over the question (boosted), the staff's
 * keywords, the answer, the category and the pinyin of the question, with the Chinese processing
 * of faq.text.ts. On top of the ranking, a confidence in 0–1 decides whether the bank answers the
 * question at all (docs/faq-assistant.md explains the numbers).
 */

export interface BankEntry {
  id: number;
  category: FaqCategory;
  question: string;
  keywords: string;
  content: string;
}

export interface RankedEntry {
  id: number;
  question: string;
  category: FaqCategory;
  /** Confidence 0–1: the top entry's coverage of the question, scaled by each entry's BM25 score against the top's. */
  score: number;
}

export interface Retrieval {
  /** Whether the top entry is confident enough to offer as an answer. */
  answered: boolean;
  /** The top entry's confidence (0 when nothing matched). */
  topScore: number;
  /** Entries ranked best first; empty when not answered. */
  results: RankedEntry[];
}

/** Below this the assistant gives the fallback (hotline) instead of suggestions. */
export const ANSWER_THRESHOLD = 0.45;
/** A further suggestion is offered only with at least this confidence. */
export const SUGGESTION_FLOOR = 0.2;

const FIELD_BOOST = { question: 3, keywords: 2, content: 1, category: 1.5, pinyin: 0.6 };
/** A word matched only by its pinyin (a homophone typo) or by an edit (a typing slip) counts for less. */
const PINYIN_MATCH = 0.8;
const FUZZY_MATCH = 0.7;
/**
 * A word found only in the answer counts for a little under half: the question and its keywords
 * say what an entry is about, while an answer mentions much else (the delay answer speaks of 天气,
 * yet “北京天气怎么样” is not a question about delays). Under half, so that what the answers say
 * alone never reaches the answering threshold (天气 by itself falls back).
 */
const ANSWER_ONLY_MATCH = ANSWER_THRESHOLD - 0.01;

interface Doc {
  id: number;
  question: string;
  keywords: string;
  content: string;
  category: string;
  pinyin: string;
}

/** A search term and the question words it stands for. */
interface Term {
  text: string;
  words: number[];
  kind: 'word' | 'pinyin';
}

/**
 * The terms a question's words are searched under: each word, and the pinyin of a Han word the bank
 * does not hold (a homophone typo: 充电包 finds 充电宝). A word the bank holds is not searched by
 * its pinyin as well, which would add the score of every entry holding a homophone (开 is kai, as
 * in 开发票, and would rank those entries above 如何开具机票发票 for “发票怎么开”).
 */
function termsOf(words: QueryWord[], banked: (term: string) => boolean): Term[] {
  const terms = new Map<string, Term>();
  const add = (text: string, index: number[], kind: Term['kind']) => {
    const known = terms.get(text);
    if (known) known.words.push(...index.filter((i) => !known.words.includes(i)));
    else terms.set(text, { text, words: [...index], kind });
  };
  words.forEach((w, i) => {
    add(w.term, [i], 'word');
    if (w.pinyin !== w.term && !banked(w.term)) add(w.pinyin, [i], 'pinyin');
    // A typo often splits a word in two (退漂 → 退 + 漂): their pinyin joined finds the word again.
    const next = words[i + 1];
    if (next && w.pinyin !== w.term && next.pinyin !== next.term)
      add(w.pinyin + next.pinyin, [i, i + 1], 'pinyin');
  });
  return [...terms.values()];
}

/** The most an entry may cover of a question whose other trade's word it does not hold: under the threshold. */
const OTHER_TRADE_CAP = ANSWER_THRESHOLD - 0.05;

const isLatin = (text: string) => /^[a-z]+$/.test(text);

/** The share of the question's weight that a result matched, each word counted once at its best match. */
function coverage(result: SearchResult, words: QueryWord[], terms: Map<string, Term>): number {
  const total = words.reduce((sum, w) => sum + w.weight, 0);
  if (total === 0) return 0;
  const exact = new Set(result.terms);
  // Fields where each matched document term was found; a fuzzy match is keyed by the document's term.
  const fieldsOf = (docTerm: string) => result.match[docTerm] ?? [];
  const best = new Array<number>(words.length).fill(0);
  for (const text of result.queryTerms) {
    const term = terms.get(text);
    if (!term) continue;
    let credit = term.kind === 'word' ? 1 : PINYIN_MATCH;
    if (!exact.has(text)) credit *= FUZZY_MATCH;
    const fields = exact.has(text)
      ? fieldsOf(text)
      : result.terms.filter((t) => !terms.has(t)).flatMap(fieldsOf);
    if (fields.length > 0 && fields.every((f) => f === 'content')) credit *= ANSWER_ONLY_MATCH;
    for (const i of term.words) best[i] = Math.max(best[i]!, credit);
  }
  const share = best.reduce((sum, credit, i) => sum + credit * words[i]!.weight, 0) / total;
  // A question about another trade (学生票, 高铁) is not answered by an entry that does not hold
  // that word, however much of the rest it covers (有没有学生优惠票 is no question about coupons).
  return words.some((w, i) => w.otherTrade && best[i] === 0) ? Math.min(share, OTHER_TRADE_CAP) : share;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
/** The least a question word weighs, for a word most of the bank's entries are about. */
const BANK_WORD_FLOOR = 0.6;
/** How many of BM25's best are weighed by coverage (the bank's answer is never further down). */
const RERANK_DEPTH = 20;

export class FaqIndex {
  private readonly search: MiniSearch<Doc>;
  /** Pinyin and latin terms of the bank, for re-cutting pinyin the passenger typed. */
  private readonly vocabulary = new Set<string>();
  /** The bank's Han word for a pinyin, where the bank has just one (null where it has several). */
  private readonly hanOfPinyin = new Map<string, string | null>();
  /** How many entries' questions and keywords hold each word. */
  private readonly entriesWith = new Map<string, number>();
  /** Every word of the bank, in any field. */
  private readonly banked = new Set<string>();
  readonly size: number;

  private constructor(entries: readonly BankEntry[]) {
    this.search = new MiniSearch<Doc>({
      fields: ['question', 'keywords', 'content', 'category', 'pinyin'],
      storeFields: ['question', 'category'],
      tokenize: (text, field) => (field === 'pinyin' ? text.split(' ').filter(Boolean) : indexWords(text)),
      processTerm: (term) => term,
      searchOptions: {
        tokenize: (text) => [text],
        processTerm: (term) => term,
        boost: FIELD_BOOST,
        combineWith: 'OR',
      },
    });
    const docs = entries.map((e) => {
      const han = hanWords(`${e.question} ${e.keywords}`);
      for (const { pinyin, term } of han) {
        const known = this.hanOfPinyin.get(pinyin);
        this.hanOfPinyin.set(pinyin, known === undefined || known === term ? term : null);
      }
      return {
        id: e.id,
        question: e.question,
        keywords: e.keywords,
        content: e.content,
        category: e.category,
        pinyin: han.map((w) => w.pinyin).join(' '),
      };
    });
    for (const doc of docs) {
      for (const word of new Set(indexWords(`${doc.question} ${doc.keywords}`)))
        this.entriesWith.set(word, (this.entriesWith.get(word) ?? 0) + 1);
      for (const piece of doc.pinyin.split(' ')) if (piece) this.vocabulary.add(piece);
      for (const word of indexWords(`${doc.question} ${doc.keywords} ${doc.content} ${doc.category}`)) {
        this.banked.add(word);
        if (isLatin(word)) this.vocabulary.add(word);
      }
    }
    this.search.addAll(docs);
    this.size = entries.length;
  }

  /** Builds the index of a bank (a few hundred milliseconds for a hundred entries). */
  static build(entries: readonly BankEntry[]): FaqIndex {
    return new FaqIndex(entries);
  }

  /** Entries that a question may mean, best first, at most `limit`, with their confidence. */
  query(question: string, limit: number, threshold = ANSWER_THRESHOLD): Retrieval {
    // Pinyin the passenger typed for a word of the bank (tuipiao) is searched as that word, so it
    // ranks the entries as the Han word would.
    const words = recutLatin(queryWords(question), (piece) => this.vocabulary.has(piece)).map((w) => {
      const han = w.latin ? this.hanOfPinyin.get(w.term) : undefined;
      const word = han ? { ...w, term: han } : w;
      return { ...word, weight: word.weight * this.specificity(word.term) };
    });
    const terms = termsOf(words, (term) => this.banked.has(term));
    if (terms.length === 0) return { answered: false, topScore: 0, results: [] };
    const byText = new Map(terms.map((t) => [t.text, t]));
    // Only what the passenger typed in latin letters is matched with an edit or as a prefix. Han
    // words have their exact pinyin for typos (homophones); an edit of that pinyin would turn
    // 北京 (beijing) into 备降 (beijiang).
    const typed = new Set(words.filter((w) => w.latin && isLatin(w.pinyin)).map((w) => w.pinyin));
    const hits = this.search.search(
      { queries: terms.map((t) => t.text), combineWith: 'OR' },
      {
        fuzzy: (term) => (typed.has(term) && term.length >= 5 ? (term.length >= 9 ? 2 : 1) : false),
        // A single Han character often stands for the word it starts (关 → 关闭, 领 → 领取).
        prefix: (term) => (typed.has(term) && term.length >= 4) || /^\p{Script=Han}$/u.test(term),
      },
    );
    // Lucene's classic coordination factor: BM25 times the share of the question an entry covers,
    // so an entry that answers all of the question outranks one that repeats a part of it.
    const ranked = hits
      .slice(0, RERANK_DEPTH)
      .map((hit) => {
        const covered = coverage(hit, words, byText);
        return { hit, covered, score: hit.score * covered };
      })
      .sort((a, b) => b.score - a.score);
    const top = ranked[0];
    if (!top || top.score === 0) return { answered: false, topScore: 0, results: [] };
    const topScore = round(top.covered);
    if (topScore < threshold) return { answered: false, topScore, results: [] };
    const results: RankedEntry[] = [];
    for (const { hit, score: value } of ranked) {
      const score = round(topScore * (value / top.score));
      if (results.length >= limit || score < SUGGESTION_FLOOR) break;
      results.push({
        id: hit.id as number,
        question: hit.question as string,
        category: hit.category as FaqCategory,
        score,
      });
    }
    return { answered: true, topScore, results };
  }

  /**
   * How much a word tells the bank's entries apart, 1 for a word one entry is about down to
   * BANK_WORD_FLOOR for one that most are about (坐飞机, 航班): general Chinese statistics weigh the
   * question's words, and this weighs them again by the bank's own. A word no entry is about keeps
   * its weight, so a question about something else still falls back.
   */
  private specificity(term: string): number {
    const df = this.entriesWith.get(term);
    if (!df) return 1;
    const idf = Math.log(1 + this.size / df) / Math.log(1 + this.size);
    return BANK_WORD_FLOOR + (1 - BANK_WORD_FLOOR) * idf;
  }

  /** Every matching entry id, best first (the FAQ page's search), with the answering threshold applied to the top. */
  rank(question: string): number[] {
    const { results } = this.query(question, this.size);
    return results.map((r) => r.id);
  }
}
