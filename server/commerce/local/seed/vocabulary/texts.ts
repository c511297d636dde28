import type { Texts } from "./types";

export const TEXTS: Texts = {
  description: {
    sk:
      "{{brand}} {{model}} – {{noun}} pre každodenné profesionálne nasadenie v dielni, na stavbe aj v " +
      "prevádzke. Robustná konštrukcia a kvalitné komponenty zaručujú spoľahlivý výkon aj pri nepretržitej " +
      "záťaži. Jednoduchá údržba a dostupné náhradné diely znižujú prestoje na minimum.",
    en:
      "The {{brand}} {{model}} {{noun}} is built for daily professional use in workshops, on job sites and " +
      "in commercial operations. Its robust design and high-quality components ensure reliable performance " +
      "even under continuous load. Easy maintenance and readily available spare parts keep downtime to a " +
      "minimum.",
    de:
      "{{brand}} {{model}} – {{noun}} für den täglichen professionellen Einsatz in Werkstatt, Gewerbe und " +
      "auf der Baustelle. Eine robuste Konstruktion und hochwertige Komponenten sorgen selbst im " +
      "Dauerbetrieb für zuverlässige Leistung. Einfache Wartung und gut verfügbare Ersatzteile halten " +
      "Ausfallzeiten so gering wie möglich.",
    pt:
      "{{brand}} {{model}} – {{noun}} para utilização profissional diária em oficinas, obras e espaços " +
      "comerciais. A construção robusta e os componentes de elevada qualidade garantem um desempenho " +
      "fiável, mesmo em funcionamento contínuo. A manutenção simples e a fácil disponibilidade de peças " +
      "sobresselentes reduzem ao mínimo os tempos de paragem.",
    it:
      "{{brand}} {{model}} – {{noun}} per l'uso professionale quotidiano in officina, in cantiere e nelle " +
      "attività commerciali. La struttura robusta e i componenti di alta qualità garantiscono prestazioni " +
      "affidabili anche nel funzionamento continuo. La manutenzione semplice e la pronta disponibilità dei " +
      "ricambi riducono al minimo i tempi di fermo.",
    fr:
      "{{brand}} {{model}} – {{noun}} pour un usage professionnel quotidien en atelier, sur chantier et en " +
      "entreprise. Sa construction robuste et ses composants de qualité garantissent des performances " +
      "fiables, même en fonctionnement continu. Un entretien simple et des pièces détachées facilement " +
      "disponibles réduisent les temps d'arrêt au minimum.",
    hu:
      "{{brand}} {{model}} – {{noun}} mindennapi professzionális használatra műhelyben, építkezésen és " +
      "üzemi környezetben. A robusztus felépítés és a minőségi alkatrészek folyamatos terhelés mellett is " +
      "megbízható teljesítményt biztosítanak. Az egyszerű karbantartásnak és a könnyen beszerezhető " +
      "pótalkatrészeknek köszönhetően az állásidő minimális.",
    cs:
      "{{brand}} {{model}} – {{noun}} pro každodenní profesionální nasazení v dílně, na stavbě i v " +
      "provozu. Robustní konstrukce a kvalitní komponenty zaručují spolehlivý výkon i při nepřetržité " +
      "zátěži. Snadná údržba a dostupné náhradní díly snižují prostoje na minimum.",
    nb:
      "{{brand}} {{model}} – {{noun}} for daglig profesjonell bruk i verksted, på byggeplass og i " +
      "næringsdrift. Robust konstruksjon og komponenter av høy kvalitet gir pålitelig ytelse, selv ved " +
      "kontinuerlig drift. Enkelt vedlikehold og god tilgang på reservedeler holder nedetiden på et " +
      "minimum.",
    nl:
      "{{brand}} {{model}} – {{noun}} voor dagelijks professioneel gebruik in de werkplaats, op de " +
      "bouwplaats en in bedrijven. De robuuste constructie en hoogwaardige componenten zorgen voor " +
      "betrouwbare prestaties, ook bij continu gebruik. Eenvoudig onderhoud en goed verkrijgbare " +
      "onderdelen beperken de stilstand tot een minimum.",
    da:
      "{{brand}} {{model}} – {{noun}} til daglig professionel brug på værkstedet, på byggepladsen og i " +
      "erhvervslivet. Robust konstruktion og komponenter af høj kvalitet sikrer pålidelig ydeevne, også " +
      "ved kontinuerlig drift. Nem vedligeholdelse og let tilgængelige reservedele holder nedetiden på et " +
      "minimum.",
    sv:
      "{{brand}} {{model}} – {{noun}} för daglig professionell användning i verkstaden, på " +
      "byggarbetsplatsen och i verksamheten. Robust konstruktion och komponenter av hög kvalitet ger " +
      "pålitlig prestanda även vid kontinuerlig drift. Enkelt underhåll och lättillgängliga reservdelar " +
      "håller stilleståndstiden till ett minimum.",
    es:
      "{{brand}} {{model}} – {{noun}} para uso profesional diario en talleres, obras y negocios. Su " +
      "construcción robusta y sus componentes de alta calidad garantizan un rendimiento fiable incluso en " +
      "funcionamiento continuo. El mantenimiento sencillo y la fácil disponibilidad de repuestos reducen " +
      "al mínimo los tiempos de inactividad.",
    fi:
      "{{brand}} {{model}} – {{noun}} päivittäiseen ammattikäyttöön verstaalla, työmaalla ja yrityksissä. " +
      "Kestävä rakenne ja laadukkaat komponentit takaavat luotettavan toiminnan myös jatkuvassa käytössä. " +
      "Helppo huolto ja hyvin saatavilla olevat varaosat pitävät seisokit mahdollisimman lyhyinä.",
    pl:
      "{{brand}} {{model}} – {{noun}} do codziennego profesjonalnego użytku w warsztacie, na budowie i w " +
      "firmie. Solidna konstrukcja i wysokiej jakości podzespoły zapewniają niezawodną pracę nawet przy " +
      "ciągłym obciążeniu. Łatwa konserwacja i dostępne części zamienne ograniczają przestoje do minimum.",
    ro:
      "{{brand}} {{model}} – {{noun}} pentru utilizare profesională zilnică în ateliere, pe șantiere și în " +
      "spații comerciale. Construcția robustă și componentele de calitate asigură performanțe fiabile " +
      "chiar și în funcționare continuă. Întreținerea simplă și piesele de schimb ușor disponibile reduc " +
      "la minimum timpii de nefuncționare.",
    lt:
      "{{brand}} {{model}} – {{noun}} kasdieniam profesionaliam naudojimui dirbtuvėse, statybvietėse ir " +
      "komercinėje veikloje. Tvirta konstrukcija ir kokybiški komponentai užtikrina patikimą veikimą net " +
      "ir esant nepertraukiamai apkrovai. Dėl paprastos priežiūros ir lengvai prieinamų atsarginių dalių " +
      "prastovos sumažinamos iki minimumo.",
    sl:
      "{{brand}} {{model}} – {{noun}} za vsakodnevno profesionalno uporabo v delavnici, na gradbišču in v " +
      "poslovnih obratih. Robustna konstrukcija in kakovostni sestavni deli zagotavljajo zanesljivo " +
      "delovanje tudi pri neprekinjeni obremenitvi. Enostavno vzdrževanje in dobro dostopni nadomestni " +
      "deli skrajšajo izpade na minimum.",
    bg:
      "{{brand}} {{model}} – {{noun}} за ежедневна професионална употреба в сервизи, на строителни " +
      "площадки и в бизнеса. Здравата конструкция и висококачествените компоненти гарантират надеждна " +
      "работа дори при непрекъснато натоварване. Лесната поддръжка и наличните резервни части свеждат " +
      "времето на престой до минимум.",
    el:
      "{{brand}} {{model}} – {{noun}} για καθημερινή επαγγελματική χρήση σε συνεργεία, εργοτάξια και " +
      "επιχειρήσεις. Η στιβαρή κατασκευή και τα υψηλής ποιότητας εξαρτήματα εξασφαλίζουν αξιόπιστη απόδοση " +
      "ακόμη και σε συνεχή λειτουργία. Η εύκολη συντήρηση και η άμεση διαθεσιμότητα ανταλλακτικών " +
      "περιορίζουν στο ελάχιστο τον χρόνο εκτός λειτουργίας.",
    hr:
      "{{brand}} {{model}} – {{noun}} za svakodnevnu profesionalnu upotrebu u radionici, na gradilištu i u " +
      "poslovnim prostorima. Robusna konstrukcija i kvalitetne komponente jamče pouzdan rad i pri " +
      "neprekidnom opterećenju. Jednostavno održavanje i dostupni rezervni dijelovi svode zastoje na " +
      "minimum.",
  },
  highlights: [
    {
      sk: "Robustná konštrukcia pre náročné každodenné použitie",
      en: "Robust build for demanding daily use",
      de: "Robuste Bauweise für den harten Arbeitsalltag",
      pt: "Construção robusta para uso diário intensivo",
      it: "Struttura robusta per l'uso quotidiano intensivo",
      fr: "Construction robuste pour un usage quotidien intensif",
      hu: "Strapabíró kivitel az igényes napi használathoz",
      cs: "Robustní konstrukce pro náročné každodenní použití",
      nb: "Robust konstruksjon for krevende daglig bruk",
      nl: "Robuuste constructie voor intensief dagelijks gebruik",
      da: "Robust konstruktion til krævende daglig brug",
      sv: "Robust konstruktion för krävande daglig användning",
      es: "Construcción robusta para un uso diario exigente",
      fi: "Kestävä rakenne vaativaan päivittäiseen käyttöön",
      pl: "Solidna konstrukcja do intensywnej codziennej pracy",
      ro: "Construcție robustă pentru utilizare zilnică intensă",
      lt: "Tvirta konstrukcija intensyviam kasdieniam naudojimui",
      sl: "Robustna izvedba za zahtevno vsakodnevno uporabo",
      bg: "Здрава конструкция за интензивна ежедневна употреба",
      el: "Στιβαρή κατασκευή για απαιτητική καθημερινή χρήση",
      hr: "Robusna izvedba za zahtjevnu svakodnevnu upotrebu",
    },
    {
      sk: "Jednoduché čistenie a údržba",
      en: "Easy to clean and maintain",
      de: "Einfache Reinigung und Wartung",
      pt: "Limpeza e manutenção simples",
      it: "Pulizia e manutenzione semplici",
      fr: "Nettoyage et entretien faciles",
      hu: "Egyszerű tisztítás és karbantartás",
      cs: "Snadné čištění a údržba",
      nb: "Enkel rengjøring og vedlikehold",
      nl: "Eenvoudig te reinigen en te onderhouden",
      da: "Nem rengøring og vedligeholdelse",
      sv: "Enkel rengöring och enkelt underhåll",
      es: "Limpieza y mantenimiento sencillos",
      fi: "Helppo puhdistaa ja huoltaa",
      pl: "Łatwe czyszczenie i konserwacja",
      ro: "Curățare și întreținere ușoare",
      lt: "Paprastas valymas ir priežiūra",
      sl: "Enostavno čiščenje in vzdrževanje",
      bg: "Лесно почистване и поддръжка",
      el: "Εύκολος καθαρισμός και συντήρηση",
      hr: "Jednostavno čišćenje i održavanje",
    },
    {
      sk: "Náhradné diely dostupné aj po rokoch",
      en: "Spare parts available for years",
      de: "Ersatzteile langfristig verfügbar",
      pt: "Peças sobresselentes disponíveis durante anos",
      it: "Ricambi disponibili per anni",
      fr: "Pièces détachées disponibles pendant des années",
      hu: "Pótalkatrészek hosszú távon elérhetők",
      cs: "Náhradní díly dostupné i po letech",
      nb: "Reservedeler tilgjengelig i mange år",
      nl: "Onderdelen jarenlang leverbaar",
      da: "Reservedele tilgængelige i mange år",
      sv: "Reservdelar tillgängliga i många år",
      es: "Repuestos disponibles durante años",
      fi: "Varaosia saatavilla vuosien ajan",
      pl: "Części zamienne dostępne przez lata",
      ro: "Piese de schimb disponibile ani de zile",
      lt: "Atsarginės dalys prieinamos ilgus metus",
      sl: "Nadomestni deli na voljo še vrsto let",
      bg: "Резервни части на разположение години наред",
      el: "Ανταλλακτικά διαθέσιμα για πολλά χρόνια",
      hr: "Rezervni dijelovi dostupni godinama",
    },
    {
      sk: "Overená odolnosť v nepretržitej prevádzke",
      en: "Tested for continuous operation",
      de: "Für den Dauerbetrieb getestet",
      pt: "Resistência comprovada em funcionamento contínuo",
      it: "Affidabilità collaudata nel funzionamento continuo",
      fr: "Fiabilité éprouvée en fonctionnement continu",
      hu: "Folyamatos üzemre tesztelve",
      cs: "Prověřená odolnost v nepřetržitém provozu",
      nb: "Testet for kontinuerlig drift",
      nl: "Getest op continu gebruik",
      da: "Testet til kontinuerlig drift",
      sv: "Testad för kontinuerlig drift",
      es: "Fiabilidad probada en funcionamiento continuo",
      fi: "Testattu jatkuvaan käyttöön",
      pl: "Sprawdzona niezawodność w pracy ciągłej",
      ro: "Fiabilitate testată în funcționare continuă",
      lt: "Išbandyta nepertraukiamam darbui",
      sl: "Preizkušena zanesljivost v neprekinjenem obratovanju",
      bg: "Доказана надеждност при непрекъсната работа",
      el: "Δοκιμασμένη αντοχή σε συνεχή λειτουργία",
      hr: "Provjerena pouzdanost u neprekidnom radu",
    },
    {
      sk: "Záruka výrobcu 24 mesiacov",
      en: "24-month manufacturer's warranty",
      de: "24 Monate Herstellergarantie",
      pt: "Garantia do fabricante de 24 meses",
      it: "Garanzia del produttore di 24 mesi",
      fr: "Garantie constructeur de 24 mois",
      hu: "24 hónap gyártói garancia",
      cs: "Záruka výrobce 24 měsíců",
      nb: "24 måneders produsentgaranti",
      nl: "24 maanden fabrieksgarantie",
      da: "24 måneders producentgaranti",
      sv: "24 månaders tillverkargaranti",
      es: "Garantía del fabricante de 24 meses",
      fi: "24 kuukauden valmistajan takuu",
      pl: "24 miesiące gwarancji producenta",
      ro: "Garanție de 24 de luni de la producător",
      lt: "24 mėnesių gamintojo garantija",
      sl: "24 mesecev garancije proizvajalca",
      bg: "24 месеца гаранция от производителя",
      el: "Εγγύηση κατασκευαστή 24 μηνών",
      hr: "24 mjeseca jamstva proizvođača",
    },
  ],
  faq: [
    {
      question: {
        sk: "Sú k tomuto produktu dostupné náhradné diely?",
        en: "Are spare parts available for this product?",
        de: "Sind für dieses Produkt Ersatzteile erhältlich?",
        pt: "Existem peças sobresselentes disponíveis para este produto?",
        it: "Sono disponibili ricambi per questo prodotto?",
        fr: "Des pièces détachées sont-elles disponibles pour ce produit ?",
        hu: "Kaphatók pótalkatrészek ehhez a termékhez?",
        cs: "Jsou k tomuto produktu dostupné náhradní díly?",
        nb: "Finnes det reservedeler til dette produktet?",
        nl: "Zijn er reserveonderdelen verkrijgbaar voor dit product?",
        da: "Kan man få reservedele til dette produkt?",
        sv: "Finns det reservdelar till den här produkten?",
        es: "¿Hay repuestos disponibles para este producto?",
        fi: "Onko tuotteeseen saatavilla varaosia?",
        pl: "Czy do tego produktu dostępne są części zamienne?",
        ro: "Sunt disponibile piese de schimb pentru acest produs?",
        lt: "Ar šiam gaminiui galima įsigyti atsarginių dalių?",
        sl: "Ali so za ta izdelek na voljo nadomestni deli?",
        bg: "Има ли резервни части за този продукт?",
        el: "Διατίθενται ανταλλακτικά για αυτό το προϊόν;",
        hr: "Jesu li za ovaj proizvod dostupni rezervni dijelovi?",
      },
      answer: {
        sk:
          "Áno. Originálne náhradné diely aj spotrebný materiál sú dostupné ešte niekoľko rokov po kúpe a " +
          "náš zákaznícky servis vám pomôže s výberom správneho dielu.",
        en:
          "Yes. Original spare and wear parts remain available for several years after purchase, and our " +
          "customer service will help you find the right part.",
        de:
          "Ja. Original-Ersatz- und Verschleißteile sind auch Jahre nach dem Kauf noch erhältlich, und " +
          "unser Kundenservice hilft Ihnen gerne bei der Auswahl des passenden Teils.",
        pt:
          "Sim. As peças sobresselentes e de desgaste originais continuam disponíveis durante vários anos " +
          "após a compra e o nosso apoio ao cliente ajuda-o a encontrar a peça certa.",
        it:
          "Sì. I ricambi originali e le parti soggette a usura restano disponibili per diversi anni dopo " +
          "l'acquisto e il nostro servizio clienti è a disposizione per individuare il pezzo giusto.",
        fr:
          "Oui. Les pièces détachées et d'usure d'origine restent disponibles plusieurs années après " +
          "l'achat, et notre service client vous aide à trouver la bonne pièce.",
        hu:
          "Igen. Az eredeti pót- és kopóalkatrészek a vásárlás után még évekig beszerezhetők, " +
          "ügyfélszolgálatunk pedig segít kiválasztani a megfelelő alkatrészt.",
        cs:
          "Ano. Originální náhradní díly i spotřební materiál jsou k dispozici ještě několik let po nákupu " +
          "a náš zákaznický servis vám pomůže s výběrem správného dílu.",
        nb:
          "Ja. Originale reservedeler og slitedeler er tilgjengelige i flere år etter kjøpet, og " +
          "kundeservice hjelper deg gjerne med å finne riktig del.",
        nl:
          "Ja. Originele reserve- en slijtonderdelen blijven nog jaren na aankoop leverbaar, en onze " +
          "klantenservice helpt u graag bij het vinden van het juiste onderdeel.",
        da:
          "Ja. Originale reservedele og sliddele kan fås i flere år efter købet, og vores kundeservice " +
          "hjælper dig gerne med at finde den rigtige del.",
        sv:
          "Ja. Originalreservdelar och slitdelar finns tillgängliga i flera år efter köpet, och vår " +
          "kundtjänst hjälper dig gärna att hitta rätt del.",
        es:
          "Sí. Los repuestos originales y las piezas de desgaste siguen disponibles durante varios años " +
          "después de la compra, y nuestro servicio de atención al cliente le ayudará a encontrar la pieza " +
          "adecuada.",
        fi:
          "Kyllä. Alkuperäisiä varaosia ja kulutusosia on saatavilla vielä useita vuosia oston jälkeen, ja " +
          "asiakaspalvelumme auttaa mielellään löytämään oikean osan.",
        pl:
          "Tak. Oryginalne części zamienne i eksploatacyjne są dostępne jeszcze przez kilka lat od zakupu, " +
          "a nasze biuro obsługi klienta pomoże dobrać właściwą część.",
        ro:
          "Da. Piesele de schimb și de uzură originale rămân disponibile timp de mai mulți ani după " +
          "achiziție, iar serviciul nostru de relații cu clienții vă ajută să găsiți piesa potrivită.",
        lt:
          "Taip. Originalios atsarginės ir susidėvinčios dalys tiekiamos dar keletą metų po pirkimo, o " +
          "mūsų klientų aptarnavimo komanda padės parinkti tinkamą dalį.",
        sl:
          "Da. Originalni nadomestni in obrabni deli so na voljo še več let po nakupu, naša služba za " +
          "stranke pa vam bo pomagala izbrati pravi del.",
        bg:
          "Да. Оригиналните резервни и износващи се части се предлагат години след покупката, а нашият " +
          "отдел за обслужване на клиенти ще ви помогне да изберете подходящата част.",
        el:
          "Ναι. Τα γνήσια ανταλλακτικά και τα αναλώσιμα εξαρτήματα διατίθενται για αρκετά χρόνια μετά την " +
          "αγορά, ενώ η εξυπηρέτηση πελατών μας θα σας βοηθήσει να βρείτε το κατάλληλο εξάρτημα.",
        hr:
          "Da. Originalni rezervni i potrošni dijelovi dostupni su još nekoliko godina nakon kupnje, a " +
          "naša korisnička služba pomoći će vam odabrati pravi dio.",
      },
    },
    {
      question: {
        sk: "Na čo sa vzťahuje záruka?",
        en: "What does the warranty cover?",
        de: "Was deckt die Garantie ab?",
        pt: "O que cobre a garantia?",
        it: "Che cosa copre la garanzia?",
        fr: "Que couvre la garantie ?",
        hu: "Mire terjed ki a garancia?",
        cs: "Na co se vztahuje záruka?",
        nb: "Hva dekker garantien?",
        nl: "Wat valt er onder de garantie?",
        da: "Hvad dækker garantien?",
        sv: "Vad omfattar garantin?",
        es: "¿Qué cubre la garantía?",
        fi: "Mitä takuu kattaa?",
        pl: "Co obejmuje gwarancja?",
        ro: "Ce acoperă garanția?",
        lt: "Kam taikoma garantija?",
        sl: "Kaj krije garancija?",
        bg: "Какво покрива гаранцията?",
        el: "Τι καλύπτει η εγγύηση;",
        hr: "Što pokriva jamstvo?",
      },
      answer: {
        sk:
          "Záruka 24 mesiacov sa vzťahuje na výrobné chyby a vady materiálu. Nevzťahuje sa na diely " +
          "podliehajúce bežnému opotrebeniu ani na poškodenie nesprávnym používaním; k objednávke si " +
          "môžete pridať predĺženú záruku.",
        en:
          "The 24-month warranty covers manufacturing and material defects. Wear parts and damage caused " +
          "by improper use are not covered; you can add an extended guarantee to your order.",
        de:
          "Die 24-monatige Garantie deckt Herstellungs- und Materialfehler ab. Verschleißteile und Schäden " +
          "durch unsachgemäße Verwendung sind ausgenommen; eine Garantieverlängerung können Sie direkt " +
          "mitbestellen.",
        pt:
          "A garantia de 24 meses cobre defeitos de fabrico e de material. As peças de desgaste e os danos " +
          "causados por utilização incorreta não estão incluídos; pode adicionar uma garantia alargada à " +
          "sua encomenda.",
        it:
          "La garanzia di 24 mesi copre i difetti di fabbricazione e dei materiali. Sono escluse le parti " +
          "soggette a usura e i danni dovuti a un uso improprio; è possibile aggiungere all'ordine " +
          "un'estensione di garanzia.",
        fr:
          "La garantie de 24 mois couvre les défauts de fabrication et de matériaux. Les pièces d'usure et " +
          "les dommages dus à une utilisation inappropriée en sont exclus ; vous pouvez ajouter une " +
          "extension de garantie à votre commande.",
        hu:
          "A 24 hónapos garancia a gyártási és anyaghibákra terjed ki. A kopóalkatrészekre és a " +
          "szakszerűtlen használatból eredő károkra nem vonatkozik; rendeléséhez kiterjesztett garanciát " +
          "is választhat.",
        cs:
          "Záruka 24 měsíců se vztahuje na výrobní vady a vady materiálu. Nevztahuje se na díly " +
          "podléhající běžnému opotřebení ani na poškození nesprávným používáním; k objednávce si můžete " +
          "přidat prodlouženou záruku.",
        nb:
          "Garantien på 24 måneder dekker produksjons- og materialfeil. Slitedeler og skader som skyldes " +
          "feil bruk, dekkes ikke; du kan legge til utvidet garanti i bestillingen.",
        nl:
          "De garantie van 24 maanden dekt fabricage- en materiaalfouten. Slijtonderdelen en schade door " +
          "onjuist gebruik vallen er niet onder; u kunt een verlengde garantie aan uw bestelling " +
          "toevoegen.",
        da:
          "Garantien på 24 måneder dækker fabrikations- og materialefejl. Sliddele og skader som følge af " +
          "forkert brug er ikke omfattet; du kan tilføje en udvidet garanti til din ordre.",
        sv:
          "Garantin på 24 månader omfattar tillverknings- och materialfel. Slitdelar och skador som beror " +
          "på felaktig användning omfattas inte; du kan lägga till en förlängd garanti i din beställning.",
        es:
          "La garantía de 24 meses cubre los defectos de fabricación y de materiales. Quedan excluidas las " +
          "piezas de desgaste y los daños causados por un uso indebido; puede añadir una garantía ampliada " +
          "a su pedido.",
        fi:
          "Tuotteen 24 kuukauden takuu kattaa valmistus- ja materiaaliviat. Takuu ei koske kulutusosia " +
          "eikä virheellisestä käytöstä johtuvia vaurioita; voit lisätä tilaukseesi lisätakuun.",
        pl:
          "24-miesięczna gwarancja obejmuje wady produkcyjne i materiałowe. Nie obejmuje części " +
          "eksploatacyjnych ani uszkodzeń wynikających z niewłaściwego użytkowania; do zamówienia można " +
          "dodać przedłużoną gwarancję.",
        ro:
          "Garanția de 24 de luni acoperă defectele de fabricație și de material. Piesele de uzură și " +
          "daunele cauzate de utilizarea necorespunzătoare nu sunt incluse; puteți adăuga o garanție " +
          "extinsă la comandă.",
        lt:
          "24 mėnesių garantija taikoma gamybos ir medžiagų defektams. Ji netaikoma susidėvinčioms dalims " +
          "ir dėl netinkamo naudojimo atsiradusiems pažeidimams; prie užsakymo galite pridėti pratęstą " +
          "garantiją.",
        sl:
          "24-mesečna garancija krije proizvodne napake in napake v materialu. Ne velja za obrabne dele in " +
          "poškodbe zaradi nepravilne uporabe; naročilu lahko dodate podaljšano garancijo.",
        bg:
          "24-месечната гаранция покрива производствени дефекти и дефекти на материалите. Тя не се отнася " +
          "за износващи се части и повреди, причинени от неправилна употреба; можете да добавите удължена " +
          "гаранция към поръчката си.",
        el:
          "Η εγγύηση 24 μηνών καλύπτει κατασκευαστικά ελαττώματα και ελαττώματα υλικών. Δεν καλύπτει τα " +
          "αναλώσιμα εξαρτήματα και τις ζημιές από ακατάλληλη χρήση. Μπορείτε επίσης να προσθέσετε " +
          "επέκταση εγγύησης στην παραγγελία σας.",
        hr:
          "Jamstvo od 24 mjeseca pokriva greške u proizvodnji i materijalu. Ne odnosi se na potrošne " +
          "dijelove ni na oštećenja nastala nepravilnom upotrebom; narudžbi možete dodati produljeno " +
          "jamstvo.",
      },
    },
    {
      question: {
        sk: "Môžem používať príslušenstvo od iných výrobcov?",
        en: "Can I use accessories from other manufacturers?",
        de: "Kann ich Zubehör anderer Hersteller verwenden?",
        pt: "Posso utilizar acessórios de outros fabricantes?",
        it: "Posso utilizzare accessori di altri produttori?",
        fr: "Puis-je utiliser des accessoires d'autres fabricants ?",
        hu: "Használhatok más gyártótól származó tartozékokat?",
        cs: "Mohu používat příslušenství od jiných výrobců?",
        nb: "Kan jeg bruke tilbehør fra andre produsenter?",
        nl: "Kan ik accessoires van andere fabrikanten gebruiken?",
        da: "Kan jeg bruge tilbehør fra andre producenter?",
        sv: "Kan jag använda tillbehör från andra tillverkare?",
        es: "¿Puedo utilizar accesorios de otros fabricantes?",
        fi: "Voinko käyttää muiden valmistajien lisävarusteita?",
        pl: "Czy mogę używać akcesoriów innych producentów?",
        ro: "Pot folosi accesorii de la alți producători?",
        lt: "Ar galiu naudoti kitų gamintojų priedus?",
        sl: "Ali lahko uporabljam dodatno opremo drugih proizvajalcev?",
        bg: "Мога ли да използвам аксесоари от други производители?",
        el: "Μπορώ να χρησιμοποιήσω αξεσουάρ άλλων κατασκευαστών;",
        hr: "Mogu li koristiti pribor drugih proizvođača?",
      },
      answer: {
        sk:
          "Vo väčšine prípadov áno, ak zodpovedá technickým parametrom. Pre najlepší výkon a maximálnu " +
          "bezpečnosť však odporúčame originálne príslušenstvo od výrobcu.",
        en:
          "In most cases, yes, provided they meet the technical specifications. For the best performance " +
          "and safety, however, we recommend original accessories from the manufacturer.",
        de:
          "In den meisten Fällen ja, sofern es den technischen Spezifikationen entspricht. Für optimale " +
          "Leistung und Sicherheit empfehlen wir jedoch Originalzubehör des Herstellers.",
        pt:
          "Na maioria dos casos, sim, desde que cumpram as especificações técnicas. Para um desempenho e " +
          "uma segurança ideais, recomendamos, no entanto, os acessórios originais do fabricante.",
        it:
          "Nella maggior parte dei casi sì, purché rispettino le specifiche tecniche. Per prestazioni e " +
          "sicurezza ottimali consigliamo tuttavia gli accessori originali del produttore.",
        fr:
          "Dans la plupart des cas, oui, à condition qu'ils respectent les spécifications techniques. Pour " +
          "des performances et une sécurité optimales, nous recommandons toutefois les accessoires " +
          "d'origine du fabricant.",
        hu:
          "A legtöbb esetben igen, ha megfelelnek a műszaki előírásoknak. Az optimális teljesítmény és " +
          "biztonság érdekében azonban a gyártó eredeti tartozékait javasoljuk.",
        cs:
          "Ve většině případů ano, pokud odpovídá technickým parametrům. Pro nejlepší výkon a maximální " +
          "bezpečnost však doporučujeme originální příslušenství od výrobce.",
        nb:
          "I de fleste tilfeller ja, så lenge det oppfyller de tekniske spesifikasjonene. For best mulig " +
          "ytelse og sikkerhet anbefaler vi likevel originalt tilbehør fra produsenten.",
        nl:
          "In de meeste gevallen wel, mits ze aan de technische specificaties voldoen. Voor optimale " +
          "prestaties en veiligheid raden wij echter originele accessoires van de fabrikant aan.",
        da:
          "I de fleste tilfælde ja, forudsat at det opfylder de tekniske specifikationer. For den bedste " +
          "ydeevne og sikkerhed anbefaler vi dog originalt tilbehør fra producenten.",
        sv:
          "I de flesta fall ja, förutsatt att de uppfyller de tekniska specifikationerna. För bästa " +
          "prestanda och säkerhet rekommenderar vi ändå originaltillbehör från tillverkaren.",
        es:
          "En la mayoría de los casos, sí, siempre que cumplan las especificaciones técnicas. No obstante, " +
          "para obtener el máximo rendimiento y seguridad, recomendamos los accesorios originales del " +
          "fabricante.",
        fi:
          "Useimmiten kyllä, kunhan ne vastaavat teknisiä vaatimuksia. Parhaan suorituskyvyn ja " +
          "turvallisuuden varmistamiseksi suosittelemme kuitenkin valmistajan alkuperäisiä lisävarusteita.",
        pl:
          "W większości przypadków tak, o ile spełniają one wymagania techniczne. Dla najlepszej " +
          "wydajności i bezpieczeństwa zalecamy jednak oryginalne akcesoria producenta.",
        ro:
          "În majoritatea cazurilor, da, cu condiția să respecte specificațiile tehnice. Pentru " +
          "performanțe și siguranță optime, vă recomandăm totuși accesoriile originale ale producătorului.",
        lt:
          "Daugeliu atvejų – taip, jei jie atitinka technines specifikacijas. Vis dėlto siekiant geriausio " +
          "veikimo ir saugumo rekomenduojame originalius gamintojo priedus.",
        sl:
          "V večini primerov da, če ustreza tehničnim specifikacijam. Za najboljše delovanje in varnost pa " +
          "priporočamo originalno dodatno opremo proizvajalca.",
        bg:
          "В повечето случаи да, стига да отговарят на техническите спецификации. За оптимална работа и " +
          "безопасност все пак препоръчваме оригинални аксесоари от производителя.",
        el:
          "Στις περισσότερες περιπτώσεις ναι, εφόσον πληρούν τις τεχνικές προδιαγραφές. Για βέλτιστη " +
          "απόδοση και ασφάλεια, ωστόσο, συνιστούμε τα γνήσια αξεσουάρ του κατασκευαστή.",
        hr:
          "U većini slučajeva da, ako odgovara tehničkim specifikacijama. Za najbolje performanse i " +
          "sigurnost ipak preporučujemo originalni pribor proizvođača.",
      },
    },
  ],
  deliveryPackage: [
    {
      sk: "Návod na použitie",
      en: "User manual",
      de: "Bedienungsanleitung",
      pt: "Manual de instruções",
      it: "Manuale d'uso",
      fr: "Manuel d'utilisation",
      hu: "Használati útmutató",
      cs: "Návod k použití",
      nb: "Bruksanvisning",
      nl: "Gebruikershandleiding",
      da: "Brugsanvisning",
      sv: "Bruksanvisning",
      es: "Manual de instrucciones",
      fi: "Käyttöohje",
      pl: "Instrukcja obsługi",
      ro: "Manual de utilizare",
      lt: "Naudojimo instrukcija",
      sl: "Navodila za uporabo",
      bg: "Ръководство за потребителя",
      el: "Εγχειρίδιο χρήσης",
      hr: "Korisnički priručnik",
    },
    {
      sk: "Príručka pre rýchly štart",
      en: "Quick start guide",
      de: "Kurzanleitung",
      pt: "Guia de início rápido",
      it: "Guida rapida",
      fr: "Guide de démarrage rapide",
      hu: "Gyors üzembe helyezési útmutató",
      cs: "Průvodce rychlým startem",
      nb: "Hurtigstartveiledning",
      nl: "Snelstartgids",
      da: "Kvikstartguide",
      sv: "Snabbstartsguide",
      es: "Guía de inicio rápido",
      fi: "Pika-aloitusopas",
      pl: "Przewodnik szybkiego startu",
      ro: "Ghid de pornire rapidă",
      lt: "Greitos pradžios vadovas",
      sl: "Vodnik za hiter začetek",
      bg: "Ръководство за бърз старт",
      el: "Οδηγός γρήγορης εκκίνησης",
      hr: "Vodič za brzi početak",
    },
    {
      sk: "Prepravný kufor",
      en: "Carrying case",
      de: "Transportkoffer",
      pt: "Mala de transporte",
      it: "Valigetta di trasporto",
      fr: "Mallette de transport",
      hu: "Szállítókoffer",
      cs: "Přepravní kufr",
      nb: "Bærekoffert",
      nl: "Draagkoffer",
      da: "Transportkuffert",
      sv: "Transportväska",
      es: "Maletín de transporte",
      fi: "Kantolaukku",
      pl: "Walizka transportowa",
      ro: "Valiză de transport",
      lt: "Transportavimo lagaminas",
      sl: "Transportni kovček",
      bg: "Куфар за пренасяне",
      el: "Θήκη μεταφοράς",
      hr: "Kovčeg za prijenos",
    },
    {
      sk: "Sada náradia",
      en: "Tool set",
      de: "Werkzeugset",
      pt: "Conjunto de ferramentas",
      it: "Set di attrezzi",
      fr: "Jeu d'outils",
      hu: "Szerszámkészlet",
      cs: "Sada nářadí",
      nb: "Verktøysett",
      nl: "Gereedschapsset",
      da: "Værktøjssæt",
      sv: "Verktygssats",
      es: "Juego de herramientas",
      fi: "Työkalusarja",
      pl: "Zestaw narzędzi",
      ro: "Set de scule",
      lt: "Įrankių rinkinys",
      sl: "Komplet orodja",
      bg: "Комплект инструменти",
      el: "Σετ εργαλείων",
      hr: "Komplet alata",
    },
  ],
  techLabels: {
    power: {
      sk: "Výkon",
      en: "Power",
      de: "Leistung",
      pt: "Potência",
      it: "Potenza",
      fr: "Puissance",
      hu: "Teljesítmény",
      cs: "Výkon",
      nb: "Effekt",
      nl: "Vermogen",
      da: "Effekt",
      sv: "Effekt",
      es: "Potencia",
      fi: "Teho",
      pl: "Moc",
      ro: "Putere",
      lt: "Galia",
      sl: "Moč",
      bg: "Мощност",
      el: "Ισχύς",
      hr: "Snaga",
    },
    weight: {
      sk: "Hmotnosť",
      en: "Weight",
      de: "Gewicht",
      pt: "Peso",
      it: "Peso",
      fr: "Poids",
      hu: "Tömeg",
      cs: "Hmotnost",
      nb: "Vekt",
      nl: "Gewicht",
      da: "Vægt",
      sv: "Vikt",
      es: "Peso",
      fi: "Paino",
      pl: "Waga",
      ro: "Greutate",
      lt: "Svoris",
      sl: "Teža",
      bg: "Тегло",
      el: "Βάρος",
      hr: "Težina",
    },
    dimensions: {
      sk: "Rozmery",
      en: "Dimensions",
      de: "Abmessungen",
      pt: "Dimensões",
      it: "Dimensioni",
      fr: "Dimensions",
      hu: "Méretek",
      cs: "Rozměry",
      nb: "Mål",
      nl: "Afmetingen",
      da: "Mål",
      sv: "Mått",
      es: "Dimensiones",
      fi: "Mitat",
      pl: "Wymiary",
      ro: "Dimensiuni",
      lt: "Matmenys",
      sl: "Mere",
      bg: "Размери",
      el: "Διαστάσεις",
      hr: "Dimenzije",
    },
    warranty: {
      sk: "Záruka",
      en: "Warranty",
      de: "Garantie",
      pt: "Garantia",
      it: "Garanzia",
      fr: "Garantie",
      hu: "Garancia",
      cs: "Záruka",
      nb: "Garanti",
      nl: "Garantie",
      da: "Garanti",
      sv: "Garanti",
      es: "Garantía",
      fi: "Takuu",
      pl: "Gwarancja",
      ro: "Garanție",
      lt: "Garantija",
      sl: "Garancija",
      bg: "Гаранция",
      el: "Εγγύηση",
      hr: "Jamstvo",
    },
    model: {
      sk: "Model",
      en: "Model",
      de: "Modell",
      pt: "Modelo",
      it: "Modello",
      fr: "Modèle",
      hu: "Modell",
      cs: "Model",
      nb: "Modell",
      nl: "Model",
      da: "Model",
      sv: "Modell",
      es: "Modelo",
      fi: "Malli",
      pl: "Model",
      ro: "Model",
      lt: "Modelis",
      sl: "Model",
      bg: "Модел",
      el: "Μοντέλο",
      hr: "Model",
    },
    ean: {
      sk: "EAN",
      en: "EAN",
      de: "EAN",
      pt: "EAN",
      it: "EAN",
      fr: "EAN",
      hu: "EAN",
      cs: "EAN",
      nb: "EAN",
      nl: "EAN",
      da: "EAN",
      sv: "EAN",
      es: "EAN",
      fi: "EAN",
      pl: "EAN",
      ro: "EAN",
      lt: "EAN",
      sl: "EAN",
      bg: "EAN",
      el: "EAN",
      hr: "EAN",
    },
  },
  reviewTitles: [
    {
      sk: "Výborný pomer ceny a výkonu",
      en: "Excellent value for money",
      de: "Top Preis-Leistungs-Verhältnis",
      pt: "Excelente relação qualidade-preço",
      it: "Ottimo rapporto qualità-prezzo",
      fr: "Excellent rapport qualité-prix",
      hu: "Kiváló ár-érték arány",
      cs: "Výborný poměr ceny a výkonu",
      nb: "Svært god verdi for pengene",
      nl: "Uitstekende prijs-kwaliteitverhouding",
      da: "Rigtig god værdi for pengene",
      sv: "Mycket prisvärd",
      es: "Excelente relación calidad-precio",
      fi: "Erinomainen hinta-laatusuhde",
      pl: "Świetny stosunek jakości do ceny",
      ro: "Raport calitate-preț excelent",
      lt: "Puikus kainos ir kokybės santykis",
      sl: "Odlično razmerje med ceno in kakovostjo",
      bg: "Отлично съотношение цена-качество",
      el: "Εξαιρετική σχέση ποιότητας-τιμής",
      hr: "Odličan omjer cijene i kvalitete",
    },
    {
      sk: "Spoľahlivý pomocník na každý deň",
      en: "Reliable in everyday use",
      de: "Zuverlässig im Arbeitsalltag",
      pt: "Fiável no dia a dia",
      it: "Affidabile nel lavoro quotidiano",
      fr: "Fiable au quotidien",
      hu: "Megbízható a mindennapi munkában",
      cs: "Spolehlivý pomocník pro každý den",
      nb: "Pålitelig i hverdagen",
      nl: "Betrouwbaar in het dagelijks gebruik",
      da: "Pålidelig i hverdagen",
      sv: "Pålitlig i vardagen",
      es: "Fiable en el día a día",
      fi: "Luotettava päivittäisessä käytössä",
      pl: "Niezawodność na co dzień",
      ro: "Fiabil în munca de zi cu zi",
      lt: "Patikimas kasdieniame darbe",
      sl: "Zanesljivost pri vsakodnevnem delu",
      bg: "Надеждност в ежедневната работа",
      el: "Αξιοπιστία στην καθημερινή δουλειά",
      hr: "Pouzdanost u svakodnevnom radu",
    },
    {
      sk: "Robí presne to, čo má",
      en: "Does exactly what it should",
      de: "Macht genau, was es soll",
      pt: "Faz exatamente o que promete",
      it: "Fa esattamente ciò che deve",
      fr: "Fait exactement ce qu'on attend",
      hu: "Pontosan azt tudja, amit kell",
      cs: "Dělá přesně to, co má",
      nb: "Leverer akkurat som lovet",
      nl: "Doet precies wat het moet doen",
      da: "Lever op til forventningerne",
      sv: "Levererar precis som utlovat",
      es: "Cumple exactamente con lo prometido",
      fi: "Tekee juuri sen, mitä pitääkin",
      pl: "Spełnia swoje zadanie w stu procentach",
      ro: "Face exact ce trebuie",
      lt: "Daro būtent tai, ko reikia",
      sl: "Dela točno to, kar mora",
      bg: "Върши точно това, което трябва",
      el: "Κάνει ακριβώς αυτό που πρέπει",
      hr: "Radi točno ono što treba",
    },
    {
      sk: "Poctivá kvalita spracovania",
      en: "Solid build quality",
      de: "Solide verarbeitet",
      pt: "Construção sólida",
      it: "Costruzione solida",
      fr: "Construction solide",
      hu: "Strapabíró, igényes kivitel",
      cs: "Poctivé zpracování",
      nb: "Solid byggekvalitet",
      nl: "Degelijke afwerking",
      da: "Solid byggekvalitet",
      sv: "Gedigen byggkvalitet",
      es: "Construcción sólida",
      fi: "Tukeva rakenne",
      pl: "Solidne wykonanie",
      ro: "Construcție solidă",
      lt: "Tvirta konstrukcija",
      sl: "Trdna izdelava",
      bg: "Солидна изработка",
      el: "Στιβαρή κατασκευή",
      hr: "Čvrsta izrada",
    },
    {
      sk: "Jednoznačne odporúčam",
      en: "Highly recommended",
      de: "Klare Kaufempfehlung",
      pt: "Recomendo vivamente",
      it: "Acquisto consigliato",
      fr: "Je recommande vivement",
      hu: "Bátran ajánlom",
      cs: "Jednoznačně doporučuji",
      nb: "Anbefales på det sterkeste",
      nl: "Een echte aanrader",
      da: "Kan varmt anbefales",
      sv: "Rekommenderas varmt",
      es: "Muy recomendable",
      fi: "Lämmin suositus",
      pl: "Zdecydowanie polecam",
      ro: "Recomand cu încredere",
      lt: "Tikrai rekomenduoju",
      sl: "Toplo priporočam",
      bg: "Горещо препоръчвам",
      el: "Συνιστάται ανεπιφύλακτα",
      hr: "Toplo preporučujem",
    },
    {
      sk: "Spokojnosť, len návod by mohol byť lepší",
      en: "Good, but the manual could be better",
      de: "Gut, aber die Anleitung könnte besser sein",
      pt: "Bom, mas o manual podia ser melhor",
      it: "Buono, ma il manuale potrebbe essere migliore",
      fr: "Bien, mais la notice pourrait être meilleure",
      hu: "Jó, de a leírás lehetne részletesebb",
      cs: "Spokojenost, jen návod by mohl být lepší",
      nb: "Bra, men bruksanvisningen kunne vært bedre",
      nl: "Goed, maar de handleiding kan beter",
      da: "God, men manualen kunne være bedre",
      sv: "Bra, men manualen kunde varit bättre",
      es: "Bien, aunque el manual podría ser mejor",
      fi: "Hyvä, mutta käyttöohje voisi olla parempi",
      pl: "Warto, ale instrukcja mogłaby być lepsza",
      ro: "Bun, dar manualul ar putea fi mai clar",
      lt: "Gerai, bet instrukcija galėtų būti aiškesnė",
      sl: "Dobro, a navodila bi lahko bila boljša",
      bg: "Добро, но ръководството може да е по-ясно",
      el: "Καλό, αλλά το εγχειρίδιο θα μπορούσε να είναι καλύτερο",
      hr: "Dobro, ali upute bi mogle biti bolje",
    },
    {
      sk: "Rýchle dodanie a kvalitné balenie",
      en: "Fast delivery, well packaged",
      de: "Schnelle Lieferung, gut verpackt",
      pt: "Entrega rápida e boa embalagem",
      it: "Consegna rapida, imballaggio accurato",
      fr: "Livraison rapide, emballage soigné",
      hu: "Gyors szállítás, gondos csomagolás",
      cs: "Rychlé dodání a pečlivé balení",
      nb: "Rask levering, godt pakket",
      nl: "Snelle levering, goed verpakt",
      da: "Hurtig levering, godt pakket ind",
      sv: "Snabb leverans och bra förpackning",
      es: "Envío rápido y buen embalaje",
      fi: "Nopea toimitus, hyvin pakattu",
      pl: "Szybka dostawa, staranne pakowanie",
      ro: "Livrare rapidă, ambalare atentă",
      lt: "Greitas pristatymas, kruopšti pakuotė",
      sl: "Hitra dostava, skrbna embalaža",
      bg: "Бърза доставка, грижлива опаковка",
      el: "Γρήγορη παράδοση, προσεγμένη συσκευασία",
      hr: "Brza dostava, pažljivo pakiranje",
    },
    {
      sk: "Slušná voľba s drobnými nedostatkami",
      en: "Decent, with minor shortcomings",
      de: "Ordentlich, mit kleinen Schwächen",
      pt: "Razoável, com pequenas falhas",
      it: "Discreto, con qualche piccolo difetto",
      fr: "Correct, avec quelques petits défauts",
      hu: "Korrekt, apróbb hiányosságokkal",
      cs: "Slušná volba s drobnými nedostatky",
      nb: "Grei nok, med noen små svakheter",
      nl: "Prima, met een paar kleine minpunten",
      da: "Fin, med enkelte små mangler",
      sv: "Helt okej, med några små brister",
      es: "Correcto, con pequeños fallos",
      fi: "Ihan hyvä, pieniä puutteita",
      pl: "Przyzwoity sprzęt z drobnymi wadami",
      ro: "Decent, cu mici neajunsuri",
      lt: "Neblogai, bet yra smulkių trūkumų",
      sl: "Solidno, z manjšimi pomanjkljivostmi",
      bg: "Прилично, с дребни недостатъци",
      el: "Αξιοπρεπές, με μικρές αδυναμίες",
      hr: "Solidno, uz sitne nedostatke",
    },
  ],
  reviewTexts: [
    {
      sk:
        "Produkt používame v dielni už niekoľko mesiacov bez akýchkoľvek problémov. Pomer ceny a výkonu je " +
        "veľmi dobrý.",
      en:
        "We have been using it in our workshop for several months without any problems. The " +
        "price-performance ratio is very good.",
      de:
        "Wir nutzen das Produkt seit einigen Monaten in unserer Werkstatt, bisher ohne jedes Problem. Das " +
        "Preis-Leistungs-Verhältnis stimmt.",
      pt:
        "Utilizamos o produto na nossa oficina há vários meses, sem qualquer problema. A relação " +
        "qualidade-preço é muito boa.",
      it:
        "Utilizziamo il prodotto nella nostra officina da diversi mesi senza alcun problema. Il rapporto " +
        "qualità-prezzo è ottimo.",
      fr:
        "Nous utilisons ce produit dans notre atelier depuis plusieurs mois, sans le moindre problème. Le " +
        "rapport qualité-prix est excellent.",
      hu:
        "Néhány hónapja használjuk a műhelyünkben, eddig semmi gond nem volt vele. Az ár-érték arány " +
        "nagyon jó.",
      cs:
        "Produkt používáme v dílně už několik měsíců bez jakýchkoli problémů. Poměr ceny a výkonu je velmi " +
        "dobrý.",
      nb:
        "Vi har brukt produktet i verkstedet vårt i flere måneder uten noen problemer. Forholdet mellom " +
        "pris og ytelse er svært godt.",
      nl:
        "We gebruiken het product al enkele maanden in onze werkplaats, zonder enig probleem. De " +
        "prijs-kwaliteitverhouding is erg goed.",
      da:
        "Vi har brugt produktet på vores værksted i flere måneder uden problemer. Forholdet mellem pris og " +
        "ydelse er rigtig godt.",
      sv:
        "Vi har använt produkten i vår verkstad i flera månader utan några problem. Förhållandet mellan " +
        "pris och prestanda är mycket bra.",
      es:
        "Llevamos varios meses utilizando el producto en nuestro taller sin ningún problema. La relación " +
        "calidad-precio es muy buena.",
      fi:
        "Olemme käyttäneet tuotetta verstaallamme useita kuukausia ilman ongelmia. Hinta-laatusuhde on " +
        "erittäin hyvä.",
      pl:
        "Używamy produktu w naszym warsztacie od kilku miesięcy bez żadnych problemów. Stosunek jakości do " +
        "ceny jest bardzo dobry.",
      ro:
        "Folosim produsul în atelierul nostru de câteva luni, fără nicio problemă. Raportul calitate-preț " +
        "este foarte bun.",
      lt:
        "Gaminį dirbtuvėse naudojame jau kelis mėnesius ir jokių problemų nekilo. Kainos ir kokybės " +
        "santykis labai geras.",
      sl:
        "Izdelek v naši delavnici uporabljamo že nekaj mesecev brez kakršnih koli težav. Razmerje med ceno " +
        "in zmogljivostjo je zelo dobro.",
      bg:
        "Използваме продукта в работилницата си от няколко месеца без никакви проблеми. Съотношението " +
        "цена-качество е много добро.",
      el:
        "Χρησιμοποιούμε το προϊόν στο συνεργείο μας εδώ και αρκετούς μήνες χωρίς κανένα πρόβλημα. Η σχέση " +
        "ποιότητας-τιμής είναι πολύ καλή.",
      hr:
        "Proizvod u našoj radionici koristimo već nekoliko mjeseci bez ikakvih problema. Omjer cijene i " +
        "kvalitete vrlo je dobar.",
    },
    {
      sk:
        "Je v prevádzke každý deň na dve zmeny a zatiaľ bez jedinej poruchy. Údržba je rýchla a " +
        "jednoduchá.",
      en:
        "It runs every day across two shifts and hasn't let us down once. Maintenance is quick and " +
        "straightforward.",
      de:
        "Im Zweischichtbetrieb täglich im Einsatz und bisher kein einziger Ausfall. Die Wartung geht " +
        "schnell und unkompliziert.",
      pt:
        "Trabalha todos os dias em dois turnos e até agora não falhou uma única vez. A manutenção é rápida " +
        "e simples.",
      it:
        "È in funzione ogni giorno su due turni e finora non ha mai dato problemi. La manutenzione è " +
        "rapida e semplice.",
      fr:
        "Utilisation quotidienne en deux équipes et pas une seule panne à ce jour. L'entretien est rapide " +
        "et simple.",
      hu:
        "Minden nap két műszakban üzemel, és még egyszer sem hagyott cserben. A karbantartás gyors és " +
        "egyszerű.",
      cs: "Je v provozu každý den na dvě směny a zatím bez jediné poruchy. Údržba je rychlá a jednoduchá.",
      nb: "Går hver dag i toskift og har ikke sviktet oss én eneste gang. Vedlikeholdet er raskt og enkelt.",
      nl:
        "Draait elke dag in twee ploegen en heeft ons nog geen enkele keer in de steek gelaten. Het " +
        "onderhoud is snel en eenvoudig.",
      da: "Kører hver dag i toholdsskift og har endnu ikke svigtet os. Vedligeholdelsen er hurtig og enkel.",
      sv: "Går varje dag i tvåskift och har inte svikit oss en enda gång. Underhållet är snabbt och enkelt.",
      es:
        "Funciona a diario en dos turnos y hasta ahora no nos ha fallado ni una sola vez. El mantenimiento " +
        "es rápido y sencillo.",
      fi:
        "Käytössä päivittäin kahdessa vuorossa, eikä se ole pettänyt kertaakaan. Huolto on nopeaa ja " +
        "vaivatonta.",
      pl:
        "Pracuje codziennie na dwie zmiany i do tej pory nie było ani jednej awarii. Konserwacja jest " +
        "szybka i prosta.",
      ro:
        "Funcționează zilnic în două schimburi și până acum nu a avut nicio defecțiune. Întreținerea este " +
        "rapidă și simplă.",
      lt: "Kasdien dirba dviem pamainomis ir iki šiol nė karto nesugedo. Priežiūra greita ir paprasta.",
      sl:
        "Vsak dan obratuje v dveh izmenah in do zdaj še ni bilo nobene okvare. Vzdrževanje je hitro in " +
        "preprosto.",
      bg: "Работи всеки ден на две смени и досега не е имало нито една повреда. Поддръжката е бърза и лесна.",
      el:
        "Λειτουργεί καθημερινά σε δύο βάρδιες και μέχρι στιγμής δεν είχαμε ούτε μία βλάβη. Η συντήρηση " +
        "είναι γρήγορη και απλή.",
      hr: "Svaki dan radi u dvije smjene i dosad nije bilo nijednog kvara. Održavanje je brzo i jednostavno.",
    },
    {
      sk:
        "Uvedenie do prevádzky trvalo pár minút a všetko funguje presne podľa popisu. Presne to, čo naša " +
        "firma potrebovala.",
      en: "Up and running in a few minutes and works exactly as described. Just what our business needed.",
      de:
        "In wenigen Minuten einsatzbereit und funktioniert genau wie beschrieben. Genau das, was unser " +
        "Betrieb gebraucht hat.",
      pt:
        "A instalação demorou poucos minutos e tudo funciona exatamente como descrito. Era mesmo o que a " +
        "nossa empresa precisava.",
      it:
        "Installazione in pochi minuti e funziona esattamente come descritto. Proprio ciò di cui la nostra " +
        "azienda aveva bisogno.",
      fr:
        "Mise en service en quelques minutes et tout fonctionne exactement comme décrit. C'est exactement " +
        "ce qu'il fallait à notre entreprise.",
      hu:
        "Pár perc alatt üzembe helyeztük, és pontosan a leírás szerint működik. Pont erre volt szüksége a " +
        "cégünknek.",
      cs:
        "Uvedení do provozu trvalo pár minut a vše funguje přesně podle popisu. Přesně to, co naše firma " +
        "potřebovala.",
      nb:
        "Klar til bruk på få minutter og fungerer akkurat som beskrevet. Akkurat det bedriften vår " +
        "trengte.",
      nl:
        "Binnen een paar minuten gebruiksklaar en werkt precies zoals beschreven. Precies wat ons bedrijf " +
        "nodig had.",
      da:
        "Klar til brug på få minutter og fungerer præcis som beskrevet. Lige hvad vores virksomhed havde " +
        "brug for.",
      sv: "Igång på några minuter och fungerar precis som beskrivet. Precis vad vårt företag behövde.",
      es:
        "La puesta en marcha llevó pocos minutos y todo funciona exactamente como se describe. Justo lo " +
        "que necesitaba nuestra empresa.",
      fi:
        "Käyttövalmis muutamassa minuutissa ja toimii täsmälleen kuvauksen mukaisesti. Juuri sitä, mitä " +
        "yrityksemme tarvitsi.",
      pl:
        "Uruchomienie zajęło kilka minut, a wszystko działa dokładnie tak, jak w opisie. Dokładnie tego " +
        "potrzebowała nasza firma.",
      ro:
        "Punerea în funcțiune a durat doar câteva minute și totul funcționează exact conform descrierii. " +
        "Exact ce îi trebuia firmei noastre.",
      lt:
        "Paruošti darbui užtruko vos kelias minutes, o viskas veikia tiksliai taip, kaip aprašyta. Būtent " +
        "to reikėjo mūsų įmonei.",
      sl:
        "Zagon je trajal le nekaj minut in vse deluje natanko tako, kot je opisano. Točno to, kar je naše " +
        "podjetje potrebovalo.",
      bg:
        "Пускането в експлоатация отне няколко минути и всичко работи точно както е описано. Точно това, " +
        "от което фирмата ни имаше нужда.",
      el:
        "Η θέση σε λειτουργία πήρε λίγα μόνο λεπτά και όλα λειτουργούν ακριβώς όπως περιγράφεται. Ακριβώς " +
        "αυτό που χρειαζόταν η επιχείρησή μας.",
      hr:
        "Puštanje u rad trajalo je svega nekoliko minuta i sve radi točno kako je opisano. Upravo ono što " +
        "je našoj tvrtki trebalo.",
    },
    {
      sk:
        "Pevná konštrukcia, kvalitné spracovanie a jasne vidieť, že ide o profesionálne vybavenie. Kvalita " +
        "je citeľná na prvý pohľad.",
      en:
        "Sturdy, well made and clearly designed for professional use. You notice the quality straight " +
        "away.",
      de:
        "Stabil, sauber verarbeitet und klar für den Profi-Einsatz ausgelegt. Die Qualität merkt man " +
        "sofort.",
      pt:
        "Construção robusta, bons acabamentos e uma conceção claramente profissional. Nota-se a qualidade " +
        "logo à primeira vista.",
      it:
        "Struttura solida, finiture curate e un'impostazione chiaramente professionale. La qualità si nota " +
        "subito.",
      fr:
        "Construction solide, finitions soignées et conception résolument professionnelle. La qualité se " +
        "remarque tout de suite.",
      hu:
        "Stabil, gondosan kidolgozott, egyértelműen profi használatra tervezték. A minőség azonnal " +
        "érezhető.",
      cs:
        "Pevná konstrukce, kvalitní zpracování a je jasně vidět, že jde o profesionální vybavení. Kvalita " +
        "je znát na první pohled.",
      nb:
        "Solid konstruksjon, god finish og tydelig laget for profesjonell bruk. Kvaliteten merkes med en " +
        "gang.",
      nl:
        "Stevig, degelijk afgewerkt en duidelijk ontworpen voor professioneel gebruik. De kwaliteit merk " +
        "je meteen.",
      da:
        "Solid konstruktion, flot finish og tydeligvis udviklet til professionel brug. Kvaliteten kan " +
        "mærkes med det samme.",
      sv:
        "Stabil konstruktion, gedigen finish och en tydlig inriktning på professionellt bruk. Kvaliteten " +
        "märks direkt.",
      es:
        "Construcción sólida, buenos acabados y un diseño claramente profesional. La calidad se nota desde " +
        "el primer momento.",
      fi: "Tukeva, huolellisesti viimeistelty ja selvästi ammattikäyttöön suunniteltu. Laadun huomaa heti.",
      pl:
        "Solidna konstrukcja, staranne wykonanie i wyraźnie profesjonalne przeznaczenie. Jakość widać od " +
        "pierwszej chwili.",
      ro:
        "Construcție solidă, finisaje îngrijite și un design gândit clar pentru uz profesional. Calitatea " +
        "se simte imediat.",
      lt:
        "Tvirta konstrukcija, kokybiška apdaila ir aiškiai profesionalus sprendimas. Kokybė jaučiama iš " +
        "karto.",
      sl: "Trdna konstrukcija, skrbna izdelava in izrazito profesionalna zasnova. Kakovost se opazi takoj.",
      bg:
        "Здрава конструкция, прецизна изработка и ясно изразен професионален характер. Качеството се усеща " +
        "веднага.",
      el:
        "Στιβαρή κατασκευή, προσεγμένο φινίρισμα και σαφώς επαγγελματικός σχεδιασμός. Η ποιότητα φαίνεται " +
        "αμέσως.",
      hr:
        "Čvrsta konstrukcija, kvalitetna završna obrada i jasno profesionalna namjena. Kvaliteta se " +
        "primjećuje odmah.",
    },
    {
      sk: "Pre našu druhú prevádzku sme už objednali ďalší kus. Môžem odporučiť každej firme.",
      en: "We have already ordered a second unit for our other site. I can recommend it to any business.",
      de:
        "Für unseren zweiten Standort haben wir bereits ein weiteres Exemplar bestellt. Für jeden Betrieb " +
        "empfehlenswert.",
      pt:
        "Já encomendámos uma segunda unidade para as nossas outras instalações. Recomendo a qualquer " +
        "empresa.",
      it:
        "Abbiamo già ordinato una seconda unità per l'altra nostra sede. Una scelta che consiglio a " +
        "qualsiasi azienda.",
      fr:
        "Nous avons déjà commandé un second exemplaire pour notre autre site. Je le recommande à toute " +
        "entreprise.",
      hu: "A másik telephelyünkre már rendeltünk még egyet. Bármelyik vállalkozásnak bátran ajánlom.",
      cs: "Pro naši druhou provozovnu jsme už objednali další kus. Můžu doporučit každé firmě.",
      nb:
        "Vi har allerede bestilt et eksemplar til for vår andre avdeling. Kan anbefales til alle " +
        "bedrifter.",
      nl:
        "We hebben al een tweede exemplaar besteld voor onze andere vestiging. Een aanrader voor elk " +
        "bedrijf.",
      da:
        "Vi har allerede bestilt et eksemplar mere til vores anden afdeling. Kan anbefales til enhver " +
        "virksomhed.",
      sv:
        "Vi har redan beställt ett exemplar till för vår andra anläggning. Kan varmt rekommenderas till " +
        "alla företag.",
      es:
        "Ya hemos pedido una segunda unidad para nuestra otra sede. Una compra que recomiendo a cualquier " +
        "empresa.",
      fi:
        "Olemme jo tilanneet lisäkappaleen toiseen toimipisteeseemme. Voin suositella mille tahansa " +
        "yritykselle.",
      pl: "Zamówiliśmy już kolejną sztukę do naszego drugiego oddziału. Polecam każdej firmie.",
      ro: "Am comandat deja încă o unitate pentru celălalt punct de lucru. Recomand oricărei firme.",
      lt: "Antram mūsų padaliniui jau užsakėme dar vieną vienetą. Rekomenduoju bet kuriai įmonei.",
      sl: "Za našo drugo poslovalnico smo že naročili še en kos. Priporočam vsakemu podjetju.",
      bg: "Вече поръчахме още един брой за другия ни обект. Препоръчвам на всяка фирма.",
      el:
        "Έχουμε ήδη παραγγείλει ακόμη ένα τεμάχιο για το δεύτερο υποκατάστημά μας. Το συνιστώ σε κάθε " +
        "επιχείρηση.",
      hr: "Za našu drugu poslovnicu već smo naručili još jedan komad. Preporučujem svakoj tvrtki.",
    },
    {
      sk:
        "Výkon je presvedčivý, ale návod je dosť strohý. Kým sme všetko správne nastavili, chvíľu to " +
        "trvalo.",
      en:
        "Performance is convincing, but the manual is rather brief. It took us a while to get everything " +
        "set up properly.",
      de:
        "Die Leistung überzeugt, aber die Anleitung ist recht knapp gehalten. Bis alles richtig " +
        "eingestellt war, hat es etwas gedauert.",
      pt:
        "O desempenho convence, mas o manual é bastante sucinto. Demorámos algum tempo até ter tudo bem " +
        "configurado.",
      it:
        "Le prestazioni convincono, ma il manuale è piuttosto sintetico. Ci è voluto un po' di tempo per " +
        "configurare tutto correttamente.",
      fr:
        "Les performances sont convaincantes, mais la notice est assez succincte. Il nous a fallu un peu " +
        "de temps pour tout régler correctement.",
      hu:
        "A teljesítménye meggyőző, de a használati útmutató elég szűkszavú. Eltartott egy ideig, mire " +
        "mindent megfelelően beállítottunk.",
      cs: "Výkon je přesvědčivý, ale návod je dost strohý. Než jsme vše správně nastavili, chvíli to trvalo.",
      nb:
        "Ytelsen er overbevisende, men bruksanvisningen er ganske kortfattet. Det tok litt tid før vi " +
        "hadde fått stilt inn alt riktig.",
      nl:
        "De prestaties overtuigen, maar de handleiding is vrij summier. Het duurde even voordat we alles " +
        "goed hadden ingesteld.",
      da:
        "Ydelsen er overbevisende, men manualen er ret kortfattet. Det tog lidt tid, før vi havde fået " +
        "indstillet alt korrekt.",
      sv:
        "Prestandan är övertygande, men manualen är ganska kortfattad. Det tog en stund innan vi hade " +
        "ställt in allt rätt.",
      es:
        "El rendimiento convence, pero el manual es bastante escueto. Nos llevó un tiempo dejarlo todo " +
        "bien configurado.",
      fi:
        "Suorituskyky vakuuttaa, mutta käyttöohje on melko suppea. Kesti hetken, ennen kuin saimme kaiken " +
        "säädettyä oikein.",
      pl:
        "Wydajność przekonuje, ale instrukcja jest dość lakoniczna. Minęło trochę czasu, zanim wszystko " +
        "poprawnie ustawiliśmy.",
      ro:
        "Performanțele sunt convingătoare, dar manualul este destul de sumar. Ne-a luat ceva timp până am " +
        "reglat totul corect.",
      lt:
        "Našumas įtikina, tačiau instrukcija gana glausta. Prireikė šiek tiek laiko, kol viską tinkamai " +
        "sureguliavome.",
      sl:
        "Zmogljivost prepriča, navodila pa so precej skopa. Trajalo je nekaj časa, preden smo vse pravilno " +
        "nastavili.",
      bg:
        "Производителността е убедителна, но ръководството е доста оскъдно. Отне ни известно време, докато " +
        "настроим всичко правилно.",
      el:
        "Η απόδοση πείθει, αλλά το εγχειρίδιο είναι αρκετά λιτό. Χρειαστήκαμε λίγο χρόνο μέχρι να " +
        "ρυθμίσουμε τα πάντα σωστά.",
      hr:
        "Performanse su uvjerljive, ali upute su prilično šture. Trebalo nam je neko vrijeme da sve " +
        "ispravno podesimo.",
    },
    {
      sk:
        "Objednávka v pondelok, doručenie v stredu a perfektné balenie. Samotný produkt plne spĺňa naše " +
        "očakávania.",
      en:
        "Ordered on Monday, delivered on Wednesday, perfectly packaged. The product itself fully meets our " +
        "expectations.",
      de:
        "Montag bestellt, Mittwoch geliefert, einwandfrei verpackt. Das Produkt selbst erfüllt unsere " +
        "Erwartungen voll und ganz.",
      pt:
        "Encomenda feita na segunda-feira, entregue na quarta-feira e perfeitamente embalada. O produto " +
        "corresponde totalmente às nossas expectativas.",
      it:
        "Ordine effettuato lunedì e consegnato mercoledì, con un imballaggio perfetto. Il prodotto " +
        "soddisfa pienamente le nostre aspettative.",
      fr:
        "Commande passée lundi, livrée mercredi, emballage impeccable. Le produit répond pleinement à nos " +
        "attentes.",
      hu:
        "Hétfőn rendeltük, szerdán már meg is érkezett, tökéletes csomagolásban. Maga a termék " +
        "maradéktalanul megfelel az elvárásainknak.",
      cs:
        "Objednávka v pondělí, doručení ve středu a perfektní balení. Samotný produkt plně splňuje naše " +
        "očekávání.",
      nb:
        "Bestilt mandag, levert onsdag og godt pakket. Selve produktet lever fullt ut opp til " +
        "forventningene våre.",
      nl:
        "Maandag besteld, woensdag geleverd en perfect verpakt. Het product zelf voldoet volledig aan onze " +
        "verwachtingen.",
      da:
        "Bestilt mandag, leveret onsdag og perfekt pakket. Selve produktet lever fuldt ud op til vores " +
        "forventninger.",
      sv:
        "Beställt på måndag, levererat på onsdag och väl förpackat. Själva produkten motsvarar helt våra " +
        "förväntningar.",
      es:
        "Pedido realizado el lunes y entregado el miércoles, perfectamente embalado. El producto cumple " +
        "plenamente nuestras expectativas.",
      fi:
        "Tilattu maanantaina, toimitettu keskiviikkona ja pakattu moitteettomasti. Itse tuote vastaa " +
        "täysin odotuksiamme.",
      pl:
        "Zamówienie złożone w poniedziałek, dostawa w środę, wszystko starannie zapakowane. Sam produkt w " +
        "pełni spełnia nasze oczekiwania.",
      ro:
        "Comandă plasată luni și livrată miercuri, ambalată impecabil. Produsul în sine ne îndeplinește pe " +
        "deplin așteptările.",
      lt:
        "Užsakėme pirmadienį, gavome trečiadienį, pakuotė nepriekaištinga. Pats gaminys visiškai atitinka " +
        "mūsų lūkesčius.",
      sl:
        "Naročilo v ponedeljek, dostava v sredo in brezhibna embalaža. Sam izdelek v celoti izpolnjuje " +
        "naša pričakovanja.",
      bg:
        "Поръчка в понеделник, доставка в сряда и безупречна опаковка. Самият продукт напълно отговаря на " +
        "очакванията ни.",
      el:
        "Παραγγελία τη Δευτέρα, παράδοση την Τετάρτη και άψογη συσκευασία. Το ίδιο το προϊόν " +
        "ανταποκρίνεται πλήρως στις προσδοκίες μας.",
      hr:
        "Narudžba u ponedjeljak, dostava u srijedu i besprijekorno pakiranje. Sam proizvod u potpunosti " +
        "ispunjava naša očekivanja.",
    },
    {
      sk:
        "Celkovo svoju prácu robí dobre, hoci hmotnosť je o niečo vyššia, než sme čakali. Za túto cenu je " +
        "to stále dobrá voľba.",
      en:
        "Does a good job overall, although it is a bit heavier than we expected. For the price, it is " +
        "still a good choice.",
      de:
        "Macht insgesamt einen guten Job, das Gewicht ist allerdings etwas höher als erwartet. Für den " +
        "Preis trotzdem eine gute Wahl.",
      pt:
        "No geral cumpre bem a sua função, embora o peso seja um pouco superior ao esperado. Pelo preço, " +
        "continua a ser uma boa escolha.",
      it:
        "Nel complesso svolge bene il suo lavoro, anche se il peso è un po' superiore al previsto. Per il " +
        "prezzo resta comunque una buona scelta.",
      fr:
        "Dans l'ensemble, le travail est bien fait, même si le poids est un peu plus élevé que prévu. Pour " +
        "ce prix, cela reste un bon choix.",
      hu:
        "Összességében jól végzi a dolgát, bár kicsit nehezebb, mint vártuk. Ezen az áron így is jó " +
        "választás.",
      cs:
        "Celkově svou práci odvádí dobře, i když hmotnost je o něco vyšší, než jsme čekali. Za tuto cenu " +
        "je to pořád dobrá volba.",
      nb:
        "Gjør i det store og hele en god jobb, men vekten er litt høyere enn vi hadde regnet med. Til " +
        "prisen er det likevel et godt valg.",
      nl:
        "Doet over het algemeen goed zijn werk, al is het gewicht iets hoger dan verwacht. Voor deze prijs " +
        "nog steeds een goede keuze.",
      da:
        "Gør generelt et godt stykke arbejde, men vægten er lidt højere end forventet. Til prisen er det " +
        "stadig et godt valg.",
      sv:
        "Gör överlag ett bra jobb, men vikten är något högre än väntat. För priset är det ändå ett bra " +
        "val.",
      es:
        "En general cumple bien su función, aunque pesa algo más de lo esperado. Por este precio, sigue " +
        "siendo una buena opción.",
      fi:
        "Hoitaa tehtävänsä kaiken kaikkiaan hyvin, vaikka painoa on hieman odotettua enemmän. Tähän " +
        "hintaan silti hyvä valinta.",
      pl:
        "Ogólnie dobrze spełnia swoje zadanie, choć waga jest nieco wyższa, niż się spodziewaliśmy. Za tę " +
        "cenę to wciąż dobry wybór.",
      ro:
        "În ansamblu își face bine treaba, deși greutatea este puțin mai mare decât ne așteptam. La prețul " +
        "acesta, rămâne o alegere bună.",
      lt:
        "Apskritai savo darbą atlieka gerai, nors svoris šiek tiek didesnis, nei tikėjomės. Už tokią kainą " +
        "vis tiek geras pasirinkimas.",
      sl:
        "Na splošno dobro opravlja svoje delo, čeprav je teža nekoliko večja od pričakovane. Za to ceno je " +
        "še vedno dobra izbira.",
      bg:
        "Като цяло си върши работата добре, макар че теглото е малко по-голямо от очакваното. За тази цена " +
        "пак е добър избор.",
      el:
        "Συνολικά κάνει καλή δουλειά, αν και το βάρος είναι λίγο μεγαλύτερο από το αναμενόμενο. Για αυτή " +
        "την τιμή παραμένει καλή επιλογή.",
      hr:
        "Općenito dobro obavlja svoj posao, iako je težina nešto veća od očekivane. Za tu cijenu i dalje " +
        "dobar izbor.",
    },
  ],
  guaranteeName: {
    sk: {
      one: "Predĺžená záruka +{{years}} rok",
      few: "Predĺžená záruka +{{years}} roky",
      other: "Predĺžená záruka +{{years}} rokov",
    },
    en: { one: "Extended guarantee +{{years}} year", other: "Extended guarantee +{{years}} years" },
    de: { one: "Garantieverlängerung +{{years}} Jahr", other: "Garantieverlängerung +{{years}} Jahre" },
    pt: { one: "Garantia alargada +{{years}} ano", other: "Garantia alargada +{{years}} anos" },
    it: { one: "Estensione di garanzia +{{years}} anno", other: "Estensione di garanzia +{{years}} anni" },
    fr: { one: "Extension de garantie +{{years}} an", other: "Extension de garantie +{{years}} ans" },
    hu: { one: "Kiterjesztett garancia +{{years}} év", other: "Kiterjesztett garancia +{{years}} év" },
    cs: {
      one: "Prodloužená záruka +{{years}} rok",
      few: "Prodloužená záruka +{{years}} roky",
      other: "Prodloužená záruka +{{years}} let",
    },
    nb: { one: "Utvidet garanti +{{years}} år", other: "Utvidet garanti +{{years}} år" },
    nl: { one: "Verlengde garantie +{{years}} jaar", other: "Verlengde garantie +{{years}} jaar" },
    da: { one: "Udvidet garanti +{{years}} år", other: "Udvidet garanti +{{years}} år" },
    sv: { one: "Förlängd garanti +{{years}} år", other: "Förlängd garanti +{{years}} år" },
    es: { one: "Garantía ampliada +{{years}} año", other: "Garantía ampliada +{{years}} años" },
    fi: { one: "Lisätakuu +{{years}} vuosi", other: "Lisätakuu +{{years}} vuotta" },
    pl: {
      one: "Przedłużona gwarancja +{{years}} rok",
      few: "Przedłużona gwarancja +{{years}} lata",
      other: "Przedłużona gwarancja +{{years}} lat",
    },
    ro: {
      one: "Garanție extinsă +{{years}} an",
      few: "Garanție extinsă +{{years}} ani",
      other: "Garanție extinsă +{{years}} de ani",
    },
    lt: {
      one: "Pratęsta garantija +{{years}} metai",
      few: "Pratęsta garantija +{{years}} metai",
      other: "Pratęsta garantija +{{years}} metų",
    },
    sl: {
      one: "Podaljšana garancija +{{years}} leto",
      two: "Podaljšana garancija +{{years}} leti",
      few: "Podaljšana garancija +{{years}} leta",
      other: "Podaljšana garancija +{{years}} let",
    },
    bg: { one: "Удължена гаранция +{{years}} година", other: "Удължена гаранция +{{years}} години" },
    el: { one: "Επέκταση εγγύησης +{{years}} έτος", other: "Επέκταση εγγύησης +{{years}} έτη" },
    hr: {
      one: "Produljeno jamstvo +{{years}} godina",
      few: "Produljeno jamstvo +{{years}} godine",
      other: "Produljeno jamstvo +{{years}} godina",
    },
  },

  qualifiers: {
    compact: {
      sk: "Kompaktné",
      en: "Compact",
      de: "Kompakt",
      pt: "Compactos",
      it: "Compatti",
      fr: "Compacts",
      hu: "Kompakt",
      cs: "Kompaktní",
      nb: "Kompakte",
      nl: "Compact",
      da: "Kompakte",
      sv: "Kompakta",
      es: "Compactos",
      fi: "Kompaktit",
      pl: "Kompaktowe",
      ro: "Compacte",
      lt: "Kompaktiški",
      sl: "Kompaktni",
      bg: "Компактни",
      el: "Συμπαγή",
      hr: "Kompaktni",
    },
    professional: {
      sk: "Profesionálne",
      en: "Professional",
      de: "Profi",
      pt: "Profissionais",
      it: "Professionali",
      fr: "Professionnels",
      hu: "Professzionális",
      cs: "Profesionální",
      nb: "Profesjonelle",
      nl: "Professioneel",
      da: "Professionelle",
      sv: "Professionella",
      es: "Profesionales",
      fi: "Ammattikäyttöön",
      pl: "Profesjonalne",
      ro: "Profesionale",
      lt: "Profesionalūs",
      sl: "Profesionalni",
      bg: "Професионални",
      el: "Επαγγελματικά",
      hr: "Profesionalni",
    },
  },
  groups: {
    allCategories: {
      sk: "Všetky kategórie",
      en: "All categories",
      de: "Alle Kategorien",
      pt: "Todas as categorias",
      it: "Tutte le categorie",
      fr: "Toutes les catégories",
      hu: "Összes kategória",
      cs: "Všechny kategorie",
      nb: "Alle kategorier",
      nl: "Alle categorieën",
      da: "Alle kategorier",
      sv: "Alla kategorier",
      es: "Todas las categorías",
      fi: "Kaikki kategoriat",
      pl: "Wszystkie kategorie",
      ro: "Toate categoriile",
      lt: "Visos kategorijos",
      sl: "Vse kategorije",
      bg: "Всички категории",
      el: "Όλες οι κατηγορίες",
      hr: "Sve kategorije",
    },
    industryCategories: {
      sk: "Odvetvia",
      en: "Industries",
      de: "Branchen",
      pt: "Setores",
      it: "Settori",
      fr: "Secteurs",
      hu: "Iparágak",
      cs: "Obory",
      nb: "Bransjer",
      nl: "Branches",
      da: "Brancher",
      sv: "Branscher",
      es: "Sectores",
      fi: "Toimialat",
      pl: "Branże",
      ro: "Industrii",
      lt: "Pramonės šakos",
      sl: "Panoge",
      bg: "Отрасли",
      el: "Κλάδοι",
      hr: "Djelatnosti",
    },
    longtailCategories: {
      sk: "Ďalšie kategórie",
      en: "More categories",
      de: "Weitere Kategorien",
      pt: "Mais categorias",
      it: "Altre categorie",
      fr: "Autres catégories",
      hu: "További kategóriák",
      cs: "Další kategorie",
      nb: "Flere kategorier",
      nl: "Meer categorieën",
      da: "Flere kategorier",
      sv: "Fler kategorier",
      es: "Más categorías",
      fi: "Lisää kategorioita",
      pl: "Więcej kategorii",
      ro: "Alte categorii",
      lt: "Daugiau kategorijų",
      sl: "Več kategorij",
      bg: "Още категории",
      el: "Περισσότερες κατηγορίες",
      hr: "Više kategorija",
    },
    spareParts: {
      sk: "Náhradné diely",
      en: "Spare parts",
      de: "Ersatzteile",
      pt: "Peças sobresselentes",
      it: "Ricambi",
      fr: "Pièces détachées",
      hu: "Pótalkatrészek",
      cs: "Náhradní díly",
      nb: "Reservedeler",
      nl: "Reserveonderdelen",
      da: "Reservedele",
      sv: "Reservdelar",
      es: "Repuestos",
      fi: "Varaosat",
      pl: "Części zamienne",
      ro: "Piese de schimb",
      lt: "Atsarginės dalys",
      sl: "Nadomestni deli",
      bg: "Резервни части",
      el: "Ανταλλακτικά",
      hr: "Rezervni dijelovi",
    },
    accessories: {
      sk: "Príslušenstvo",
      en: "Accessories",
      de: "Zubehör",
      pt: "Acessórios",
      it: "Accessori",
      fr: "Accessoires",
      hu: "Tartozékok",
      cs: "Příslušenství",
      nb: "Tilbehør",
      nl: "Accessoires",
      da: "Tilbehør",
      sv: "Tillbehör",
      es: "Accesorios",
      fi: "Lisävarusteet",
      pl: "Akcesoria",
      ro: "Accesorii",
      lt: "Priedai",
      sl: "Dodatna oprema",
      bg: "Аксесоари",
      el: "Αξεσουάρ",
      hr: "Pribor",
    },
  },
};
