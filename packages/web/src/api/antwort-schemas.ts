/**
 * The domain schemas the API client reads answers with, in a chunk of their own: client.ts loads
 * it when an answer arrives, so zod is not part of the first page's scripts (bench bundle).
 */
export {
  adresstrefferListeSchema,
  environmentInfoSchema,
  lageAntwortSchema,
  strassenvorschlagListeSchema,
} from '@mietspiegel/domain';
