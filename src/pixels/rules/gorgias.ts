// Gorgias (help desk chat, with its own visitor tracking): the chat bundle loader names the
// application ID in its path or as ?applicationId=.
import { query, URL_KINDS } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const gorgias = tagFamily('gorgias', 'Gorgias', 'https://docs.gorgias.com/en-US/add-chat-to-your-website-81789', [
  { needle: 'gorgias.chat', re: /config\.gorgias\.chat\/bundle-loader\/([A-Za-z0-9]{6,60})/g, kinds: URL_KINDS },
  { needle: 'gorgias.chat', re: new RegExp(`config\\.gorgias\\.chat\\/gorgias-chat-bundle-loader\\.js${query('applicationId')}(\\d{2,10})`, 'g'), kinds: URL_KINDS },
]);
