import type { claimLettersEn } from "./claim-letters.en";

/** The claim letters in Italian (claim-letters.en.ts says what they are). */
export const claimLettersIt: typeof claimLettersEn = {
  sent: "Inviata il {{date}}",
  claimNumber: "Numero del sinistro",
  policyNumber: "Numero di polizza",
  dateOfLoss: "Data del sinistro",
  insured: "Assicurato",
  adjuster: "Il tuo perito",
  adjusterContact: "{{name}}, {{email}}{{phone}}",
  phone: ", {{phone}}",
  questions:
    "Domande? Chiama la nostra linea sinistri, attiva 24 ore su 24, al {{phone}}, o scrivi a {{email}}, indicando il numero del sinistro. Nell'area soci puoi seguire il sinistro, leggerne le lettere e aggiungere foto e documenti.",
  summary:
    "Questa lettera riguarda un solo sinistro. Non modifica la tua polizza: ciò che è coperto lo stabilisce il testo della polizza.",
  acknowledgement: {
    title: "Conferma di ricezione del sinistro {{claimNumber}}",
    heading: "Abbiamo ricevuto la tua denuncia",
    received: "Abbiamo ricevuto la denuncia del sinistro il {{receivedOn}} e aperto il sinistro {{claimNumber}}.",
    nextHeading: "Cosa succede ora",
    next: "Inizieremo la nostra istruttoria entro {{investigationDays}} giorni dalla ricezione della prova del danno e ispezioneremo la tua casa entro {{inspectionDays}} giorni da essa. Ti comunicheremo la nostra decisione, e pagheremo quanto coperto, entro il {{decisionDue}} ({{decisionDays}} giorni dalla denuncia).",
    youHeading: "Cosa ci serve da te",
    you: "Inviaci la prova del danno: cosa è stato danneggiato e quanto costerà ripararlo o sostituirlo, con foto, preventivi e ricevute. Proteggi la casa da ulteriori danni e conserva le ricevute di queste spese. Avvisaci prima di firmare un contratto per le riparazioni.",
    rightsHeading: "Carta dei diritti dell'assicurato per i sinistri sull'abitazione (art. 627.7142, Florida Statutes)",
    rightsIntro:
      "Riassume, in parole semplici, i tuoi diritti e doveri nella gestione dei sinistri secondo la legge della Florida. Non comprende tutti i tuoi diritti secondo la polizza o la legge della Florida, e i termini hanno eccezioni per eventi al di fuori del nostro controllo.",
    rights: [
      "Hai diritto a una conferma di ricezione del sinistro entro 7 giorni dalla denuncia.",
      "Dopo l'invio di una prova del danno completa, su tua richiesta scritta, confermiamo entro 30 giorni se il sinistro è coperto in tutto, in parte o respinto, o se è ancora in istruttoria.",
      "Entro 60 giorni dalla denuncia ricevi il pagamento completo, il pagamento della parte non contestata o il nostro rifiuto scritto, salvo circostanze al di fuori del nostro controllo.",
      "Nella maggior parte dei casi puoi chiedere una mediazione gratuita sul sinistro contestato al Department of Financial Services della Florida, Division of Consumer Services.",
      "Se il sinistro riguarda danni da sprofondamento del terreno (sinkhole) coperti dalla polizza, puoi chiedere una valutazione neutrale.",
      "Per assistenza su un sinistro, chiama il numero verde per i consumatori del Department, 1-877-693-5236, o visita myfloridacfo.com.",
    ],
    dutiesHeading: "Le tue responsabilità",
    duties: [
      "Contattaci prima di firmare un contratto di riparazione; leggilo con attenzione, e sappi che potresti avere il diritto di annullarlo entro pochi giorni.",
      "Esegui le riparazioni urgenti necessarie a evitare altri danni e conserva le ricevute.",
      "Forniscici le informazioni e i documenti che chiediamo e consentici di ispezionare i beni danneggiati.",
    ],
  },
  decision: {
    title: "Decisione sulla copertura del sinistro {{claimNumber}}",
    heading: "La nostra decisione sul tuo sinistro",
    statements: {
      covered: "Il tuo sinistro è coperto dalla polizza.",
      partlyCovered: "Il tuo sinistro è coperto in parte dalla polizza.",
      denied: "Non possiamo coprire il tuo sinistro.",
    },
    reason: "Motivo",
    provision: "Clausola della polizza",
    payments:
      "Pagheremo quanto coperto, al netto della franchigia; ogni pagamento è accompagnato da una lettera con il calcolo.",
  },
  mediation: {
    heading: "Il tuo diritto alla mediazione (art. 627.7015, Florida Statutes)",
    body: "Se non sei d'accordo con la nostra decisione o con l'importo pagato, puoi chiedere una mediazione tramite il Department of Financial Services della Florida, Division of Consumer Services: un mediatore neutrale aiuta te e noi a definire il sinistro, e il suo compenso lo paghiamo noi. Chiedi al Department allo 1-877-693-5236 o su myfloridacfo.com prima di avviare una perizia contrattuale o una causa.",
  },
  payment: {
    title: "Pagamento sul sinistro {{claimNumber}}",
    heading: "Un pagamento sul tuo sinistro",
    coverage: "Garanzia",
    coverages: {
      A: "A. Abitazione",
      B: "B. Altre costruzioni",
      C: "C. Beni personali",
      D: "D. Perdita d'uso",
      expense: "Spese del sinistro",
    },
    payee: "Pagato a",
    method: "Modalità",
    methods: { check: "Assegno", ach: "Bonifico (ACH)" },
    gross: "Importo del danno pagato",
    deductible: "Meno la franchigia",
    deductibleLeft: "Franchigia ancora da raggiungere",
    interest: "Più interessi per ritardato pagamento",
    net: "Pagamento",
    noCheck:
      "La franchigia assorbe l'intero importo, quindi non viene emesso alcun pagamento; l'importo vale per raggiungere la franchigia.",
    kinds: {
      allOtherPerils: "La franchigia per tutti gli altri rischi si applica una volta a questo sinistro.",
      hurricane:
        "La franchigia uragano si applica una volta per anno solare su tutti i tuoi sinistri da uragano con noi (art. 627.701(5), Florida Statutes); per un uragano successivo nello stesso anno si applica il maggiore tra quanto ne resta e la franchigia per tutti gli altri rischi.",
    },
    interestNote:
      "Questo pagamento è arrivato dopo il termine per la nostra decisione, quindi comprende gli interessi dalla data della denuncia (art. 627.70131(5)(a), Florida Statutes).",
  },
  closing: {
    title: "Sinistro {{claimNumber}} chiuso",
    heading: "Il tuo sinistro è chiuso",
    closed: "Abbiamo chiuso il sinistro {{claimNumber}} il {{closedOn}}. In tutto abbiamo pagato {{paid}}.",
    reopenHeading: "Se scopri altri danni",
    reopen:
      "Puoi chiederci di riaprire il sinistro fino al {{reopenUntil}}, o presentare una denuncia integrativa per altri danni dello stesso evento fino al {{supplementalUntil}} (art. 627.70132, Florida Statutes).",
  },
  mail: {
    subjects: {
      acknowledgement: "Il tuo sinistro {{claimNumber}}: cosa succede ora e i tuoi diritti",
      decision: "La nostra decisione sul tuo sinistro {{claimNumber}}",
      payment: "Un pagamento sul tuo sinistro {{claimNumber}}",
      closing: "Il tuo sinistro {{claimNumber}} è chiuso",
    },
    intro: "Ti abbiamo inviato una lettera sul sinistro {{claimNumber}} (polizza {{policyNumber}}): {{gist}}",
    gists: {
      acknowledgement: "l'abbiamo ricevuto, cosa succede ora e i tuoi diritti secondo la legge della Florida.",
      decision: "la nostra decisione sulla copertura e il tuo diritto alla mediazione.",
      payment: "un pagamento di {{net}} ({{gross}} meno una franchigia di {{deductible}}).",
      closing: "il sinistro è chiuso, e come riaprirlo se scopri altri danni.",
    },
    read: "Leggila o scaricala tra i tuoi documenti: {{url}}",
  },
};
