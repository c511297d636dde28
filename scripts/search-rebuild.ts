/** `npm run search:rebuild`: rebuilds every locale's collection (local index or Typesense) from the commerce port. */
import { createCommerce } from "../server/commerce";
import { searchFromEnv } from "../server/search";
import { createIndexer } from "../server/search/indexer";

const started = performance.now();
const written = await createIndexer(createCommerce(), searchFromEnv()).rebuild();
console.info(
  `Indexed ${written} documents in 28 collections in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
