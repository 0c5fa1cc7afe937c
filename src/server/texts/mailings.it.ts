import type { mailingsEn } from "./mailings.en";

/** mailings.en.ts in Italian. */
export const mailingsIt: typeof mailingsEn = {
  batchTitle: "Spedizione del {{date}}",
  certificateTitle: "Attestato di spedizione del {{date}}",
  certificateHeading: "Attestato di spedizione",
  certificateSubline: "Data di spedizione {{date}} · {{count}} lettere · posta prioritaria",
  certificateStatement:
    "Ogni lettera elencata qui sotto, un avviso sulla polizza indicata, è stata consegnata al servizio postale degli Stati Uniti il {{date}}, affrancata per la posta prioritaria e indirizzata come indicato. Il periodo di preavviso di ogni avviso decorre da questa data.",
  number: "N.",
  addressee: "Destinatario e indirizzo",
  policy: "Polizza",
  notice: "Avviso",
  piecesListed: "Numero di pezzi elencati dal mittente: {{count}}",
  piecesReceived: "Numero di pezzi ricevuti all'ufficio postale: ________",
  postmaster: "Timbro e firma dell'addetto che riceve: ______________________________",
  page: "Pagina {{page}} di {{pages}}",
  notices: { cancellation: "Disdetta", nonRenewal: "Mancato rinnovo", renewal: "Premio di rinnovo" },
  copyTo: {
    mortgagee: "Copia al creditore ipotecario",
    lienholder: "Copia al titolare del privilegio",
    additionalInterest: "Copia a un altro interessato",
  },
  loanNumber: "Numero del mutuo {{loanNumber}}",
  copyStatement:
    "Sei indicato in questa polizza come titolare di un interesse sull'immobile assicurato. L'avviso che segue è stato spedito oggi all'assicurato; questa è la tua copia.",
  addressPage: "Polizza {{policyNumber}} · {{notice}} · spedito il {{date}}",
};
