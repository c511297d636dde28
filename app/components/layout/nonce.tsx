import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** The CSP nonce of the response being rendered (empty in the browser, which hides nonces). */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
