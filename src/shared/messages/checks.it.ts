import { apiKeyLifetimesDays } from "../api-key";
import { claimNoteMaxLength, claimPhotoLimits } from "../claim-limits";
import { accountNameMaxLength } from "../own-account";
import { passwordMaxLength, passwordMinLength } from "../password-policy";
import type { checksEn } from "./checks.en";
import type { Translation } from "./translation";

/** The checks' messages in Italian: every key of checks.en.ts, no other (the type says so). */
export const checksIt: Translation<typeof checksEn> = {
  check: {
    anyChange: "Invia almeno un campo da modificare.",
    chooseState: "Scegli uno stato.",
    apiKey: {
      name: "Dai un nome alla chiave.",
      lifetime: `Scegli ${apiKeyLifetimesDays.slice(0, -1).join(", ")} o ${apiKeyLifetimesDays.at(-1)} giorni.`,
    },
    language: "Scegli una lingua.",
    phone: {
      characters: "Usa solo cifre, spazi, punti e + ( ) -.",
      length: "Usa al massimo 30 caratteri.",
    },
    refund: {
      reference: "Inserisci il numero dell'assegno o il riferimento del bonifico.",
    },
    yesOrNo: "Scegli Sì o No.",
    firstName: "Inserisci il tuo nome.",
    lastName: "Inserisci il tuo cognome.",
    password: "Inserisci la password.",
    policyNumber: "Inserisci il numero di polizza.",
    date: {
      real: "Inserisci una data esistente.",
      example: "Inserisci una data come 2026-01-01.",
      dateTime: "Inserisci data e ora.",
      expirationAfterEffective: "La data di scadenza deve essere successiva alla data di decorrenza.",
    },
    money: {
      atMostBillion: "Non può superare 1.000.000.000 $.",
      wholeCents: "Usa un numero intero di centesimi.",
      wholeDollars: "Usa dollari interi.",
      moreThanZero: "Deve essere maggiore di 0.",
      notNegative: "Non può essere negativo.",
      dollars: "Inserisci un importo in dollari, come 1.250,00.",
    },
    email: {
      valid: "Inserisci un indirizzo email valido.",
      example: "Inserisci un indirizzo email come nome@esempio.com.",
    },
    catastrophe: {
      tooLong: "Gli avvisi e le allerte di una tempesta durano al massimo 30 giorni: controlla le date.",
      name: "Indica il nome della catastrofe.",
      peril: "Scegli uragano o altro.",
      from: "Indica quando è stato emesso il primo avviso o allerta.",
      until: "Indica quando è terminato l'ultimo avviso o allerta.",
      untilAfterFrom: "L'ultimo avviso o allerta non può terminare prima dell'emissione del primo.",
    },
    claimFile: {
      adjuster: "Scegli il perito.",
      decision: "Scegli coperto, coperto in parte o respinto.",
      provision: "Indica la clausola di polizza su cui si basa il rifiuto.",
      reopenKind: "Scegli riaperto o supplementare.",
      reason: "Indica il motivo.",
      coverage: "Scegli A, B, C, D o spese.",
      payee: "Indica chi riceve il pagamento.",
      method: "Scegli assegno o bonifico ACH.",
      eventKind: "Scegli prova del danno, indagine avviata, ispezione o riparazioni completate.",
      eventDay: "Inserisci il giorno in cui è avvenuto.",
    },
    claim: {
      memberFirstName: "Inserisci il nome dell'assicurato.",
      memberLastName: "Inserisci il cognome dell'assicurato.",
      dateOfLoss: "Inserisci la data del sinistro.",
      futureLoss: "La data del sinistro non può essere nel futuro.",
      category: "Scegli una categoria.",
      relationship: "Scegli il tuo rapporto con l'assicurato.",
      address: "Inserisci l'indirizzo.",
      city: "Inserisci la città.",
      zip: "Inserisci il CAP.",
      lossDetails: "Descrivi cosa è successo.",
      photoAgain: "Carica di nuovo la foto.",
      tooManyPhotos: `Allega al massimo ${claimPhotoLimits.count} foto.`,
      status: "Scegli uno stato.",
      noteTooLong: `La nota deve restare sotto i ${claimNoteMaxLength} caratteri.`,
    },
    agentApplication: {
      fullName: "Inserisci nome e cognome.",
      phone: "Inserisci il tuo numero di telefono.",
      phoneCharacters: "Usa solo cifre, spazi e + ( ) -.",
      licenseNumber: "Inserisci il numero di licenza.",
      licenseState: "Scegli lo stato della licenza.",
      experience: "Scegli gli anni di esperienza.",
      agreeToTerms: "Accetta i termini per inviare la domanda.",
    },
    notice: {
      englishText: "Inserisci il testo in inglese.",
      link: "Usa un indirizzo https:// o un percorso del sito che inizi con /.",
      endAfterStart: "La fine deve essere successiva all'inizio.",
    },
    glProduct: {
      name: "Inserisci il nome del prodotto.",
      productType: "Scegli un tipo di prodotto.",
      status: "Scegli attivo, inattivo o bozza.",
      premium: "Inserisci il premio in dollari interi.",
      coverage: "Inserisci la copertura.",
      atLeastOneCoverage: "Aggiungi almeno una copertura.",
      formNumber: "Usa un numero di modulo come CG 00 01 04 13.",
      pageSize: "Scegli 10, 25, 50 o 100 per pagina.",
      fieldName: "Scegli un campo del modulo del prodotto RC generale.",
    },
    insuredAccount: {
      name: "Inserisci il nome del conto.",
      businessType: "Scegli un tipo di attività.",
      zip: "Usa un CAP come 33602 o 33602-1234.",
      status: "Scegli attivo o inattivo.",
    },
    document: {
      name: "Inserisci il nome del documento.",
      unsafeName: "I nomi non possono contenere a capo o altri caratteri di controllo.",
      rejectReason: "Indica il motivo del rifiuto del documento.",
    },
    member: {
      email: "Inserisci la tua email.",
      validEmail: "Inserisci un indirizzo email valido.",
      policyNumber: "Inserisci il tuo numero di polizza.",
      communication: "Scegli email o carta.",
    },
    payment: {
      insuredEmail: "Inserisci l'indirizzo email del conto dell'assicurato.",
    },
    address: {
      street: "Inserisci l'indirizzo (via e numero).",
      city: "Inserisci la città.",
    },
    interest: {
      name: "Inserisci il nome del creditore ipotecario o del titolare del privilegio.",
    },
    policy: {
      insuredName: "Inserisci il nome dell'assicurato.",
      zip: "Usa un CAP come 33602.",
    },
    rating: {
      year: "Inserisci un anno come 2004.",
      zip: "Usa un CAP della Florida di cinque cifre, come 33606.",
      protectionClass: "Scegli una classe di protezione da 1 a 10.",
      aopDeductible: "Scegli una franchigia di $500, $1.000 o $2.500.",
      percentOption: "Scegli una delle percentuali proposte.",
      inspectedOn: "Inserisci la data dell'ispezione come data completa.",
      factorDecimals: "Un fattore ha al massimo tre decimali.",
      version: "Dai alla versione un nome di lettere, cifre, punti, trattini o trattini bassi (al massimo 40).",
    },
    portal: {
      name: "Inserisci il nome del portale.",
      companyName: "Inserisci il nome dell'azienda.",
    },
    signIn: {
      username: "Inserisci il tuo nome utente.",
      login: "Inserisci il nome utente o l'email.",
      code: "Inserisci il codice.",
      email: "Inserisci il tuo indirizzo email.",
    },
    ownAccount: {
      name: "Inserisci il tuo nome.",
      nameTooLong: `Usa al massimo ${accountNameMaxLength} caratteri.`,
      newEmail: "Inserisci il nuovo indirizzo email.",
      emailTooLong: "Un indirizzo email ha al massimo 254 caratteri.",
      currentPassword: "Inserisci la password attuale.",
      newPassword: "Inserisci una nuova password.",
      passwordTooShort: `Usa almeno ${passwordMinLength} caratteri.`,
      passwordTooLong: `Usa al massimo ${passwordMaxLength} caratteri.`,
      passwordCommon: "Questa password è troppo comune. Scegline un'altra.",
      passwordRepetitive: "Usa caratteri più diversi tra loro.",
      passwordsDiffer: "Le due password non coincidono.",
    },
    userAdmin: {
      name: "Inserisci il nome della persona.",
      role: "Scegli un ruolo.",
      roleActiveOrPhone: "Invia un ruolo, lo stato attivo o un telefono.",
    },
  },
};
