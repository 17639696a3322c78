// The buyers whose orders, reviews and follows make the demo shop's numbers (docs/decisions/,
// "An honest demo history"). They are demo accounts: no password opens them (seed/history/write.ts).
export type DemoBuyerProfile = {
  account: string;
  given: string;
  family: string;
  country: string;
  region: string;
  street: string;
  mobile: string;
  zone: string;
};

// account | given name | family name | country | region | street | mobile | IANA time zone
const TABLE = `
amara.o | Amara | Okafor | Nigeria | Lagos | 14 Admiralty Way, Lekki | +234 803 555 0142 | Africa/Lagos
kenji_t | Kenji | Takahashi | Japan | Osaka | 2-8-11 Namba, Chuo-ku | +81 90 5555 0183 | Asia/Tokyo
lucia.m | Lucía | Martín | Spain | Valencia | Carrer de Sueca 41, 3º | +34 612 555 019 | Europe/Madrid
mei.lin | Mei | Lin | Singapore | Singapore | 88 Tampines Ave 3, #05-12 | +65 8155 5021 | Asia/Singapore
hans_k | Hans | Keller | Germany | Bavaria | Lindwurmstraße 72, München | +49 151 5550 1734 | Europe/Berlin
sofia.r | Sofia | Rossi | Italy | Lombardy | Via Solferino 9, Milano | +39 347 555 0196 | Europe/Rome
tariq.h | Tariq | Haddad | United Arab Emirates | Dubai | Al Wasl Road, Villa 23 | +971 50 555 0137 | Asia/Dubai
nadia_p | Nadia | Petrova | Bulgaria | Sofia | ul. Shipka 18, ap. 4 | +359 88 555 0162 | Europe/Sofia
ivan.s | Ivan | Smirnov | Kazakhstan | Almaty | Abay Ave 52, apt 31 | +7 701 555 0148 | Asia/Almaty
chloe.b | Chloé | Bernard | France | Auvergne-Rhône-Alpes | 23 rue Garibaldi, Lyon | +33 6 55 50 12 77 | Europe/Paris
minjun.k | Min-jun | Kim | South Korea | Seoul | 31 Teheran-ro 4-gil, Gangnam-gu | +82 10 5555 0119 | Asia/Seoul
priya.n | Priya | Nair | India | Karnataka | 12th Main, Indiranagar, Bengaluru | +91 98455 50123 | Asia/Kolkata
mateo.g | Mateo | García | Mexico | Jalisco | Av. Chapultepec 480, Guadalajara | +52 33 5550 1846 | America/Mexico_City
fatima_z | Fatima | Zahra | Morocco | Casablanca-Settat | 27 Bd d’Anfa, Casablanca | +212 661 555 014 | Africa/Casablanca
lars.e | Lars | Eriksson | Sweden | Stockholm | Götgatan 64, 2 tr | +46 70 555 01 58 | Europe/Stockholm
aiko.s | Aiko | Sato | Japan | Tokyo | 3-14-2 Kichijoji, Musashino | +81 80 5555 0164 | Asia/Tokyo
diego.r | Diego | Ramos | Chile | Santiago | Av. Providencia 1760, depto 52 | +56 9 5555 0172 | America/Santiago
emma_w | Emma | Wilson | United Kingdom | Greater Manchester | 9 Ancoats Street, Manchester | +44 7700 900184 | Europe/London
yusuf.k | Yusuf | Kaya | Türkiye | Istanbul | Bağdat Cd. 211/7, Kadıköy | +90 532 555 0191 | Europe/Istanbul
hana.p | Hana | Novak | Czechia | Prague | Vinohradská 88 | +420 605 555 017 | Europe/Prague
tom_b | Tom | Baker | Australia | New South Wales | 41 King Street, Newtown | +61 412 555 019 | Australia/Sydney
linh.ng | Linh | Nguyen | Vietnam | Ho Chi Minh City | 156 Nguyễn Trãi, Quận 1 | +84 90 555 0126 | Asia/Ho_Chi_Minh
omar_f | Omar | Farouk | Egypt | Cairo | 12 El Nozha St, Heliopolis | +20 100 555 0139 | Africa/Cairo
zoe.c | Zoe | Chen | Canada | British Columbia | 2150 W 4th Ave, Vancouver | +1 604 555 0142 | America/Vancouver
raj.k | Raj | Kapoor | India | Maharashtra | Hill Road 22, Bandra West, Mumbai | +91 98200 50157 | Asia/Kolkata
elena.v | Elena | Volkova | Georgia | Tbilisi | Rustaveli Ave 24, apt 9 | +995 555 50 16 83 | Asia/Tbilisi
ben_o | Ben | Osei | Ghana | Greater Accra | 5 Oxford Street, Osu, Accra | +233 24 555 0171 | Africa/Accra
sara.m | Sara | Mendes | Brazil | São Paulo | Rua Augusta 1508, ap. 34 | +55 11 95555 0186 | America/Sao_Paulo
noah.t | Noah | Thompson | United States | Oregon | 815 SE Hawthorne Blvd, Portland | +1 503 555 0194 | America/Los_Angeles
anya.l | Anya | Lebedeva | Latvia | Riga | Brīvības iela 98 | +371 25 550 121 | Europe/Riga
kofi.a | Kofi | Asante | Kenya | Nairobi | Ngong Road 34, Kilimani | +254 712 555 013 | Africa/Nairobi
ines.d | Inês | Duarte | Portugal | Lisbon | Rua da Prata 120, 2º | +351 912 555 014 | Europe/Lisbon
wei.z | Wei | Zhang | Malaysia | Kuala Lumpur | Jalan Bukit Bintang 77 | +60 12 555 0165 | Asia/Kuala_Lumpur
marta.k | Marta | Kowalska | Poland | Masovia | ul. Marszałkowska 115, Warszawa | +48 601 555 017 | Europe/Warsaw
jonas.h | Jonas | Hansen | Denmark | Capital Region | Nørrebrogade 50, København | +45 20 55 50 18 | Europe/Copenhagen
ploy.s | Ploy | Srisuk | Thailand | Bangkok | 59 Sukhumvit Soi 31, Watthana | +66 81 555 0129 | Asia/Bangkok
`;

export const DEMO_BUYER_PROFILES: DemoBuyerProfile[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [account, given, family, country, region, street, mobile, zone] = line.split(' | ');
    if (!zone) throw new Error(`a demo buyer line without all eight fields: ${line}`);
    return { account, given, family, country, region, street, mobile, zone } as DemoBuyerProfile;
  });
