// The buyers whose orders, reviews and follows make the demo shop's numbers (docs/decisions/0043,
// "An honest demo history"). They are demo accounts: no password opens them (seed/history/write.ts).
export type DemoBuyerProfile = {
  account: string;
  given: string;
  family: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  region: string;
  district: string;
  city: string;
  postcode: string;
  street: string;
  mobile: string;
  zone: string;
};

// account | given name | family name | country | region | district | city | postcode | street | mobile | IANA time zone
const TABLE = `
amara.o | Amara | Okafor | NG | Lagos | | Lekki | 106104 | 14 Admiralty Way | +234 803 555 0142 | Africa/Lagos
kenji_t | Kenji | Takahashi | JP | Osaka | | | 542-0076 | 2-8-11 Namba, Chuo-ku, Osaka | +81 90 5555 0183 | Asia/Tokyo
lucia.m | Lucía | Martín | ES | Valencia | | València | 46006 | Carrer de Sueca 41, 3º | +34 612 555 019 | Europe/Madrid
mei.lin | Mei | Lin | SG | | | | 529889 | 88 Tampines Ave 3, #05-12 | +65 8155 5021 | Asia/Singapore
hans_k | Hans | Keller | DE | | | München | 80337 | Lindwurmstraße 72 | +49 151 5550 1734 | Europe/Berlin
sofia.r | Sofia | Rossi | IT | MI | | Milano | 20121 | Via Solferino 9 | +39 347 555 0196 | Europe/Rome
tariq.h | Tariq | Haddad | AE | DU | | | | Al Wasl Road, Villa 23 | +971 50 555 0137 | Asia/Dubai
nadia_p | Nadia | Petrova | BG | | | Sofia | 1000 | ul. Shipka 18, ap. 4 | +359 88 555 0162 | Europe/Sofia
ivan.s | Ivan | Smirnov | KZ | | | Almaty | 050000 | Abay Ave 52, apt 31 | +7 701 555 0148 | Asia/Almaty
chloe.b | Chloé | Bernard | FR | | | Lyon | 69007 | 23 rue Garibaldi | +33 6 55 50 12 77 | Europe/Paris
minjun.k | Min-jun | Kim | KR | Seoul | | Gangnam-gu | 06236 | 31 Teheran-ro 4-gil | +82 10 5555 0119 | Asia/Seoul
priya.n | Priya | Nair | IN | Karnataka | | Bengaluru | 560038 | 12th Main, Indiranagar | +91 98455 50123 | Asia/Kolkata
mateo.g | Mateo | García | MX | Jalisco | | Guadalajara | 44160 | Av. Chapultepec 480 | +52 33 5550 1846 | America/Mexico_City
fatima_z | Fatima | Zahra | MA | | | Casablanca | 20050 | 27 Bd d’Anfa | +212 661 555 014 | Africa/Casablanca
lars.e | Lars | Eriksson | SE | | | Stockholm | 116 68 | Götgatan 64, 2 tr | +46 70 555 01 58 | Europe/Stockholm
aiko.s | Aiko | Sato | JP | Tokyo | | | 180-0004 | 3-14-2 Kichijoji, Musashino | +81 80 5555 0164 | Asia/Tokyo
diego.r | Diego | Ramos | CL | RM | | Providencia | 7500000 | Av. Providencia 1760, depto 52 | +56 9 5555 0172 | America/Santiago
emma_w | Emma | Wilson | GB | | | Manchester | M4 6DE | 9 Ancoats Street | +44 7400 123456 | Europe/London
yusuf.k | Yusuf | Kaya | TR | Istanbul | | Kadıköy | 34728 | Bağdat Cd. 211/7 | +90 532 555 0191 | Europe/Istanbul
hana.p | Hana | Novak | CZ | | | Praha 2 | 120 00 | Vinohradská 88 | +420 605 555 017 | Europe/Prague
tom_b | Tom | Baker | AU | New South Wales | | Newtown | 2042 | 41 King Street | +61 412 555 019 | Australia/Sydney
linh.ng | Linh | Nguyen | VN | Ho Chi Minh City | | Quận 1 | 700000 | 156 Nguyễn Trãi | +84 90 555 0126 | Asia/Ho_Chi_Minh
omar_f | Omar | Farouk | EG | Cairo Governorate | | Heliopolis | 11341 | 12 El Nozha St | +20 100 555 0139 | Africa/Cairo
zoe.c | Zoe | Chen | CA | British Columbia | | Vancouver | V6K 1R9 | 2150 W 4th Ave | +1 604 555 0142 | America/Vancouver
raj.k | Raj | Kapoor | IN | Maharashtra | | Mumbai | 400050 | Hill Road 22, Bandra West | +91 98200 50157 | Asia/Kolkata
elena.v | Elena | Volkova | GE | | | Tbilisi | 0108 | Rustaveli Ave 24, apt 9 | +995 555 50 16 83 | Asia/Tbilisi
ben_o | Ben | Osei | GH | Greater Accra | | Accra | | 5 Oxford Street, Osu | +233 24 555 0171 | Africa/Accra
sara.m | Sara | Mendes | BR | SP | Consolação | São Paulo | 01310-200 | Rua Augusta 1508, ap. 34 | +55 11 95555 0186 | America/Sao_Paulo
noah.t | Noah | Thompson | US | OR | | Portland | 97214 | 815 SE Hawthorne Blvd | +1 503 555 0194 | America/Los_Angeles
anya.l | Anya | Lebedeva | LV | | | Rīga | LV-1001 | Brīvības iela 98 | +371 25 550 121 | Europe/Riga
kofi.a | Kofi | Asante | KE | | | Nairobi | 00100 | Ngong Road 34, Kilimani | +254 712 555 013 | Africa/Nairobi
ines.d | Inês | Duarte | PT | | | Lisboa | 1100-151 | Rua da Prata 120, 2º | +351 912 555 014 | Europe/Lisbon
wei.z | Wei | Zhang | MY | Kuala Lumpur | | Kuala Lumpur | 55100 | Jalan Bukit Bintang 77 | +60 12 555 0165 | Asia/Kuala_Lumpur
marta.k | Marta | Kowalska | PL | | | Warszawa | 00-680 | ul. Marszałkowska 115 | +48 601 555 017 | Europe/Warsaw
jonas.h | Jonas | Hansen | DK | | | København N | 2200 | Nørrebrogade 50 | +45 20 55 50 18 | Europe/Copenhagen
ploy.s | Ploy | Srisuk | TH | Bangkok | Khlong Toei Nuea | Watthana | 10110 | 59 Sukhumvit Soi 31 | +66 81 555 0129 | Asia/Bangkok
`;

export const DEMO_BUYER_PROFILES: DemoBuyerProfile[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [account, given, family, country, region, district, city, postcode, street, mobile, zone] = line
      .split('|')
      .map((field) => field.trim());
    if (!zone) throw new Error(`a demo buyer line without all eleven fields: ${line}`);
    return {
      account,
      given,
      family,
      country,
      region,
      district,
      city,
      postcode,
      street,
      mobile,
      zone,
    } as DemoBuyerProfile;
  });
