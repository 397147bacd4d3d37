/** The Contact page (/contact): how to reach us (email only) and what to expect. */
import { SUPPORT_EMAIL } from "~/data/site";
import { card } from "../compute";
import { contactPage } from "../page-types";

export default contactPage({
  lead: "We are glad to hear from you. Email is the only way to reach us: there is no office to visit and no contact form.",
  cards: [
    card("Email support", "Questions about how a calculator works, or a result you did not expect? Write to us and tell us the values you entered.", `mailto:${SUPPORT_EMAIL}?subject=Support`, SUPPORT_EMAIL),
    card("Feedback", "Ideas for a new page, a clearer explanation or a mistake in our text: we read every message.", `mailto:${SUPPORT_EMAIL}?subject=Feedback`, "Send feedback"),
    card("Technical help", "Something not displaying or working in your browser? Tell us the page, the browser and the device you use.", `mailto:${SUPPORT_EMAIL}?subject=Technical%20help`, "Report a technical problem"),
  ],
  notes: [
    "The calculators are free, web-only and responsive: they work in any modern browser on phones, tablets and computers. There is no mobile app to download.",
    "We cannot give medical advice or check individual doses by email. For questions about a medicine, ask a pharmacist, a doctor or a nurse. In an emergency call 911 (US) or your local emergency number.",
  ],
});
