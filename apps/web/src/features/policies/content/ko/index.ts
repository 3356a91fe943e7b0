import type { PolicyLibrary } from '../types';
import { about } from './about';
import { bugBounty } from './bug-bounty';
import { contact } from './contact';
import { download } from './download';
import { privacy } from './privacy';
import { terms } from './terms';
import { whitePaper } from './white-paper';

/** The store's documents in Korean. */
export const koPolicies: PolicyLibrary = {
  terms,
  privacy,
  'white-paper': whitePaper,
  contact,
  'bug-bounty': bugBounty,
  about,
  download,
};
