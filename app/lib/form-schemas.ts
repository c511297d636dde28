/**
 * The form schemas the browser checks fields with, in the chunk a form loads on first use
 * (`app/lib/form-engine.ts`, decision 0081): only that chunk and the server import them, so no page
 * carries zod or a schema on first load. Each is the schema the server's `parseWithZod` reads.
 */
export { withSavedAddresses } from "../../config/address-choices-form";
export { contactRequestForm } from "../../config/contact-schema";
export {
  addressForm,
  checkoutAddressForm,
  loginForm,
  passwordChangeForm,
  passwordResetForm,
  passwordResetRequestForm,
  profileForm,
  registrationForm,
  reviewForm,
} from "../../config/forms";
export { newsletterForm } from "../../config/newsletter-form";
export { orderTrackingForm } from "../../config/order-tracking-form";
