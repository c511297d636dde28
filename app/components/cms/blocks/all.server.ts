/**
 * Every block component, imported statically: the server renders each block in the first pass, so
 * the HTML is complete without JavaScript (decision 0050). A `.server` module, so the browser build
 * gets an empty module here and loads the families by chunk (./families.tsx).
 */
export { BLOCK_COMPONENTS } from ".";
