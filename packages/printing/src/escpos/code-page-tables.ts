/**
 * The upper halves (bytes 0x80–0xFF) of the code pages the printer may be switched to.
 * Bytes 0x00–0x7F are ASCII in all of them. Kept as literal tables (generated once from the
 * published IBM/Microsoft charts) so encoding needs no iconv and the decoder of the virtual printer
 * reads back exactly what the encoder wrote. '\ufffd' marks a byte the code page leaves undefined.
 */
export const PC437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜ¢£¥₧ƒ' +
  'áíóúñÑªº¿⌐¬½¼¡«»' +
  '\u2591\u2592\u2593\u2502\u2524\u2561\u2562\u2556\u2555\u2563\u2551\u2557\u255d\u255c\u255b\u2510' +
  '\u2514\u2534\u252c\u251c\u2500\u253c\u255e\u255f\u255a\u2554\u2569\u2566\u2560\u2550\u256c\u2567' +
  '\u2568\u2564\u2565\u2559\u2558\u2552\u2553\u256b\u256a\u2518\u250c\u2588\u2584\u258c\u2590\u2580' +
  'αßΓπΣσµτΦΘΩδ∞φε∩' +
  '≡±≥≤⌠⌡÷≈°∙·√ⁿ²\u25a0\u00a0';

/** PC858 is PC850 (Multilingual Latin 1) with € at 0xD5 in place of the dotless ı. */
export const PC858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜø£Ø×ƒ' +
  'áíóúñÑªº¿®¬½¼¡«»' +
  '\u2591\u2592\u2593\u2502\u2524ÁÂÀ©\u2563\u2551\u2557\u255d¢¥\u2510' +
  '\u2514\u2534\u252c\u251c\u2500\u253cãÃ\u255a\u2554\u2569\u2566\u2560\u2550\u256c¤' +
  'ðÐÊËÈ€ÍÎÏ\u2518\u250c\u2588\u2584¦Ì\u2580' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´' +
  '\u00ad±‗¾¶§÷¸°¨·¹³²\u25a0\u00a0';

export const WPC1252_HIGH =
  '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd' +
  '\ufffd‘’“”•–—˜™š›œ\ufffdžŸ' +
  '\u00a0¡¢£¤¥¦§¨©ª«¬\u00ad®¯' +
  '°±²³´µ¶·¸¹º»¼½¾¿' +
  'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏ' +
  'ÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞß' +
  'àáâãäåæçèéêëìíîï' +
  'ðñòóôõö÷øùúûüýþÿ';
