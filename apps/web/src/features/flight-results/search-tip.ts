import { chineseDayLabel } from '@jc/shared/rules/dates';
import { loadStoredSearch, searchLegs } from './lib/stored-search';

/**
 * What the Ticket pages say while their code arrives: the stored search in words, "正在查询成都至北京
 * 12月5日 周六的航班…", so that the first paint already tells the passenger what is being looked
 * for. One string, drawn as one line of text: by the pages' first script before the app
 * (src/first-screen/ticket.ts), then by the router in the page's place. Kept to plain functions,
 * as the first script carries it.
 */
export function storedSearchTip(police: boolean): string {
  const search = loadStoredSearch(police);
  const first = search ? searchLegs(search)[0] : undefined;
  if (!first?.depCity || !first.arrCity) return '正在查询航班…';
  const day = first.flightDate ? ` ${chineseDayLabel(first.flightDate)}` : '';
  return `正在查询${first.depCity}至${first.arrCity}${day}的航班…`;
}
